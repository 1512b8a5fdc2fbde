/**
 * Every text of the shop's e-mails, English and Khmer side by side (a unit test checks both have the
 * same keys). `{name}` placeholders are filled by `fill`.
 */
export const EMAIL_TEXTS = {
  en: {
    shopName: "Cambodian Heritage Market",
    orderReceivedSubject: "Order #{number} received – {shop}",
    greeting: "Hello {name},",
    orderReceivedIntro: "Thank you for your order. We have received it and will let you know when it ships.",
    orderNumber: "Order number",
    orderDate: "Order date",
    item: "Item",
    quantity: "Qty",
    price: "Price",
    subtotal: "Subtotal",
    deliveryFee: "Delivery fee",
    cardFee: "Card processing fee",
    total: "Total",
    deliveryAddress: "Delivery address",
    paymentHeading: "Payment",
    paidByCard: "Paid by card.",
    manualPayment: "Please send {amount} with {method} to {recipient}, with the memo {memo}. We ship your order once the payment arrives.",
    paymentPending: "We will contact you about the payment.",
    followOrder: "Follow your order",
    footer: "Questions? Reply to this e-mail. – {shop}",
    staffSubject: "New order #{number}",
    staffIntro: "A new order was placed: #{number} from {name}, {total}, paid with {method}.",
    staffLink: "Open it in the back office",
  },
  km: {
    shopName: "ផ្សារបេតិកភណ្ឌខ្មែរ",
    orderReceivedSubject: "បានទទួលការបញ្ជាទិញ #{number} – {shop}",
    greeting: "សួស្តី {name}",
    orderReceivedIntro: "សូមអរគុណសម្រាប់ការបញ្ជាទិញរបស់អ្នក។ យើងបានទទួលវាហើយ ហើយនឹងប្រាប់អ្នកនៅពេលយើងផ្ញើវាចេញ។",
    orderNumber: "លេខការបញ្ជាទិញ",
    orderDate: "កាលបរិច្ឆេទបញ្ជាទិញ",
    item: "ទំនិញ",
    quantity: "បរិមាណ",
    price: "តម្លៃ",
    subtotal: "សរុបរង",
    deliveryFee: "ថ្លៃដឹកជញ្ជូន",
    cardFee: "ថ្លៃសេវាដំណើរការកាត",
    total: "សរុប",
    deliveryAddress: "អាសយដ្ឋានដឹកជញ្ជូន",
    paymentHeading: "ការបង់ប្រាក់",
    paidByCard: "បានបង់ដោយកាត។",
    manualPayment: "សូមផ្ញើ {amount} តាម {method} ទៅ {recipient} ដោយសរសេរកំណត់សម្គាល់ {memo}។ យើងនឹងផ្ញើការបញ្ជាទិញរបស់អ្នក នៅពេលយើងទទួលបានប្រាក់។",
    paymentPending: "យើងនឹងទាក់ទងអ្នកអំពីការបង់ប្រាក់។",
    followOrder: "តាមដានការបញ្ជាទិញរបស់អ្នក",
    footer: "មានសំណួរ? សូមឆ្លើយតបអ៊ីមែលនេះ។ – {shop}",
    staffSubject: "ការបញ្ជាទិញថ្មី #{number}",
    staffIntro: "មានការបញ្ជាទិញថ្មី៖ #{number} ពី {name}, {total}, បង់តាម {method}។",
    staffLink: "បើកវានៅក្នុងផ្ទាំងគ្រប់គ្រង",
  },
} as const

export type EmailLanguage = keyof typeof EMAIL_TEXTS
export type EmailTextKey = keyof (typeof EMAIL_TEXTS)["en"]

/** The e-mail language of a Medusa order locale ("km-KH" → km); English otherwise. */
export function emailLanguageOf(locale: string | null | undefined): EmailLanguage {
  return /^km\b/i.test(locale ?? "") ? "km" : "en"
}

/** One text in one language with its placeholders filled. */
export function emailText(lang: EmailLanguage, key: EmailTextKey, values: Record<string, string | number> = {}): string {
  return (EMAIL_TEXTS[lang][key] as string).replace(/\{(\w+)\}/g, (m, name) => (name in values ? String(values[name]) : m))
}
