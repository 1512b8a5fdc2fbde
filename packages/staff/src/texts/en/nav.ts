/** The staff texts of the "nav" area, in English (the spec's texts word for word). */
export const nav = {
  emails: "E-mails",
  archivedOrders: "Archived orders",
  contactMessages: "Contact messages",
  shopUtilities: "Shop utilities",
  shopUsers: "Shop users",
  shipping: "Shipping",
  header: {
    label: "Staff",
    loggedInAs: "Logged in as",
    backToStore: "Back to Store",
    logout: "Logout",
    loggedOut: "Logged out",
    logoutFailed: "Logout failed",
    emails: "E-mails",
  },
  dashboard: {
    title: "Admin Dashboard",
    shippingLink: "Go to Shipping Administration",
    emailsLink: "E-mails sent to shoppers and staff",
  },
} as const
