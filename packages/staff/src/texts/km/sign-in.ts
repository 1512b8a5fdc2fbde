import type { Translation } from "../translation"
import type { signIn as en } from "../en/sign-in"

/** The staff texts of the "signIn" area, in Khmer: the same keys as English. */
export const signIn: Translation<typeof en> = {
  title: "ការចូលគណនីបុគ្គលិក",
  intro: "ចូលគណនី ដើម្បីគ្រប់គ្រងការបញ្ជាទិញ ផលិតផល និងការដឹកជញ្ជូន។",
  username: "ឈ្មោះអ្នកប្រើ",
  password: "ពាក្យសម្ងាត់",
  submit: "ចូលគណនី",
  submitting: "កំពុងចូលគណនី…",
  required: "សូមបញ្ចូលទាំងឈ្មោះអ្នកប្រើ និងពាក្យសម្ងាត់",
  or: "ឬ",
  google: "បន្តជាមួយ Google",
  success: "ចូលគណនីបានជោគជ័យ",
  welcome: "សូមស្វាគមន៍ {{username}}",
  failed: "ការចូលគណនីបរាជ័យ",
  googleRefused: "ការចូលតាម Google មិនបានអនុញ្ញាតឱ្យអ្នកចូលទេ៖ គណនី Google របស់អ្នកត្រូវតែមាននៅក្នុងបញ្ជីបុគ្គលិករបស់ហាង។ សូមចូលដោយប្រើឈ្មោះអ្នកប្រើ និងពាក្យសម្ងាត់ ឬសួរម្ចាស់ហាង។",
  googleUnavailable: "ហាងនេះមិនទាន់រៀបចំការចូលតាម Google ទេ។ សូមចូលដោយប្រើឈ្មោះអ្នកប្រើ និងពាក្យសម្ងាត់។",
  staffOnly: "ផ្ទាំងគ្រប់គ្រងរបស់ Medusa សម្រាប់តែអ្នកគ្រប់គ្រងហាងប៉ុណ្ណោះ។ បុគ្គលិកប្រើផ្ទាំងគ្រប់គ្រងរបស់ហាង (/admin) ជំនួសវិញ។",
  signedInAs: "អ្នកបានចូលដោយគណនីបុគ្គលិក។",
  backOffice: "បើកផ្ទាំងគ្រប់គ្រងរបស់ហាង",
  otherAccount: "ឬចូលខាងក្រោមដោយប្រើគណនីអ្នកគ្រប់គ្រងហាង។",
}
