import { PAYMENT_BRAND_NAMES, PAYMENT_STATE_LABELS, type PaymentState } from "@shop/contract"

/** The language of a printed order: the staff member's UI language (`?lang=km`), English otherwise. */
export type PrintLang = "en" | "km"

/**
 * The words of the packing slips and invoices, English and Khmer (the staff catalogs' wording where
 * the order dialog says the same thing; the payment states are the order story's badges, read from
 * the contract's PAYMENT_STATE_LABELS as the staff texts read them).
 */
const en = {
  packingSlip: "Packing slip",
  invoice: "Invoice",
  order: "Order #{id}",
  continued: "Order #{id} (continued)",
  memo: "Payment memo",
  date: "Date",
  shipTo: "Ship to",
  phone: "Phone",
  email: "E-mail",
  item: "Item",
  quantity: "Quantity",
  unitPrice: "Unit price",
  amount: "Amount",
  notes: "Customer notes",
  subtotal: "Subtotal",
  deliveryFee: "Delivery fee",
  cardFee: "Card fee",
  total: "Total",
  refunded: "Refunded",
  paymentMethod: "Payment method",
  paymentState: "Payment",
  itemCount: "{count} items",
  thanks: "Thank you for shopping with us!",
  page: "Page {page} of {pages}",
  card: "Card",
  states: PAYMENT_STATE_LABELS.en as Record<PaymentState, string>,
}

export type PrintTexts = typeof en

const km: PrintTexts = {
  packingSlip: "បញ្ជីវេចខ្ចប់",
  invoice: "វិក្កយបត្រ",
  order: "ការបញ្ជាទិញ #{id}",
  continued: "ការបញ្ជាទិញ #{id} (ត)",
  memo: "កំណត់សម្គាល់ការបង់ប្រាក់",
  date: "កាលបរិច្ឆេទ",
  shipTo: "ដឹកជញ្ជូនទៅ",
  phone: "ទូរសព្ទ",
  email: "អ៊ីមែល",
  item: "ទំនិញ",
  quantity: "បរិមាណ",
  unitPrice: "តម្លៃរាយ",
  amount: "ទឹកប្រាក់",
  notes: "កំណត់សម្គាល់របស់អតិថិជន",
  subtotal: "សរុបរង",
  deliveryFee: "ថ្លៃដឹកជញ្ជូន",
  cardFee: "ថ្លៃសេវាកាត",
  total: "សរុប",
  refunded: "បានសងប្រាក់វិញ",
  paymentMethod: "វិធីបង់ប្រាក់",
  paymentState: "ការបង់ប្រាក់",
  itemCount: "ទំនិញ {count}",
  thanks: "សូមអរគុណដែលបានទិញទំនិញពីយើង!",
  page: "ទំព័រ {page} នៃ {pages}",
  card: "កាត",
  states: PAYMENT_STATE_LABELS.km,
}

export const PRINT_TEXTS: Record<PrintLang, PrintTexts> = { en, km }

/** "Order #{id}" with its values filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole))
}

/** The payment method as the order dialog names it: the app's brand, or Card. */
export function paymentMethodName(method: string | null | undefined, t: PrintTexts): string {
  if (!method) return "—"
  if (method === "stripe" || method === "credit") return t.card
  return (PAYMENT_BRAND_NAMES as Record<string, string>)[method] ?? method
}
