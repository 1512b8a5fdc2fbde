import { PAYMENT_STATE_LABELS } from "@shop/contract"
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
  state: PAYMENT_STATE_LABELS.km,
}
