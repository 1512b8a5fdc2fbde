import type { Translation } from "../translation"
import type { nav as en } from "../en/nav"

/** The staff texts of the "nav" area, in Khmer: the same keys as English. */
export const nav: Translation<typeof en> = {
  emails: "អ៊ីមែល",
  archivedOrders: "ការបញ្ជាទិញក្នុងបណ្ណសារ",
  contactMessages: "សារទំនាក់ទំនង",
  shopUtilities: "ឧបករណ៍ជំនួយហាង",
  shopUsers: "អ្នកប្រើហាង",
  shipping: "ការដឹកជញ្ជូន",
  header: {
    label: "បុគ្គលិក",
    loggedInAs: "បានចូលជា",
    backToStore: "ត្រឡប់ទៅហាង",
    logout: "ចាកចេញ",
    loggedOut: "បានចាកចេញ",
    logoutFailed: "ការចាកចេញបរាជ័យ",
    emails: "អ៊ីមែល",
  },
  dashboard: {
    title: "ផ្ទាំងគ្រប់គ្រង",
    shippingLink: "ទៅកាន់ការគ្រប់គ្រងការដឹកជញ្ជូន",
    emailsLink: "អ៊ីមែលដែលបានផ្ញើទៅអតិថិជន និងបុគ្គលិក",
  },
}
