import type { Translation } from "../translation"
import type { payments as en } from "../en/payments"

/** The staff texts of the "payments" area, in Khmer: the same keys as English. */
export const payments: Translation<typeof en> = {
  method: {
    card: "កាត",
    other: "ផ្សេងទៀត",
  },
  status: {
    pending: "កំពុងរង់ចាំ",
    paid: "បានបង់",
    failed: "បរាជ័យ",
  },
  state: {
    awaiting: "កំពុងរង់ចាំការបង់ប្រាក់",
    customer_says_paid: "អតិថិជនថាបានបង់",
    paid: "បានបង់",
    partially_refunded: "បានសងប្រាក់វិញមួយផ្នែក",
    refunded: "បានសងប្រាក់វិញ",
    rejected: "បានបដិសេធ",
    canceled: "បានបោះបង់ មិនបានបង់ប្រាក់",
  },
}
