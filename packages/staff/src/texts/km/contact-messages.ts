import type { Translation } from "../translation"
import type { contactMessages as en } from "../en/contact-messages"

/** The staff texts of the "contactMessages" area, in Khmer: the same keys as English. */
export const contactMessages: Translation<typeof en> = {
  title: "សារទំនាក់ទំនង",
  intro: "សារដែលបានផ្ញើពីទម្រង់ទំនាក់ទំនងរបស់ហាង ថ្មីបំផុតនៅខាងលើ។",
  open: "មិនទាន់ដោះស្រាយ {{count}}",
  show: "បង្ហាញ",
  filterAll: "ទាំងអស់",
  filterOpen: "មិនទាន់ដោះស្រាយ",
  filterHandled: "បានដោះស្រាយ",
  received: "បានទទួល",
  from: "ពី",
  message: "សារ",
  language: "ភាសា",
  state: "ស្ថានភាព",
  langEn: "អង់គ្លេស",
  langKm: "ខ្មែរ",
  handled: "បានដោះស្រាយ",
  notHandled: "មិនទាន់ដោះស្រាយ",
  handledOn: "បានដោះស្រាយនៅ {{date}}",
  markHandled: "សម្គាល់ថាបានដោះស្រាយ",
  markOpen: "សម្គាល់ថាមិនទាន់ដោះស្រាយ",
  updated: "បានធ្វើបច្ចុប្បន្នភាពសារ",
  updateFailed: "មិនអាចធ្វើបច្ចុប្បន្នភាពសារបានទេ៖ {{reason}}",
  empty: "គ្មានសារ។",
  page: "{{from}}–{{to}} ក្នុងចំណោម {{count}}",
  previous: "មុន",
  next: "បន្ទាប់",
}
