/** The staff texts of the "orderActions" area (Cancel order, Archive), in English. */
export const orderActions = {
  cancel: {
    button: "Cancel order",
    title: "Cancel order #{{id}}?",
    moneyCard: "{{amount}} will be refunded to the customer's card.",
    moneyManual: "Medusa will record a refund of {{amount}}; no money moves. Send {{amount}} back to the customer yourself with {{method}}.",
    moneyNone: "No payment was received, so nothing is refunded.",
    label: "The unused shipping label is voided.",
    email: "The customer gets an e-mail that the order was cancelled, with your reason.",
    noEmail: "The customer gave no e-mail address, so no e-mail is sent.",
    reason: "Reason (optional)",
    reasonHint: "Goes into the customer's e-mail and the order's history.",
    confirm: "Cancel order",
    keep: "Keep the order",
    done: "Order #{{id}} cancelled",
    failed: "Could not cancel the order: {{reason}}",
    refused: {
      cancelled: "This order is already cancelled.",
      completed: "A completed order cannot be cancelled.",
      shipped: "A shipped order cannot be cancelled.",
    },
  },
  archive: {
    button: "Archive",
    named: "Archive order #{{id}}",
    title: "Archive order #{{id}}?",
    text: "The order leaves the shop's and Medusa's order lists. It is kept under Archived orders, where an admin can restore it.",
    confirm: "Archive",
    done: "Order #{{id}} archived",
    doneText: "It is under Archived orders.",
    failed: "Could not archive the order: {{reason}}",
  },
} as const
