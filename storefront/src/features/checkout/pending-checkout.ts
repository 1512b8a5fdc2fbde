import type { CustomerInfo, PaymentMethod } from "./schemas"

/** Browser storage key of the pending checkout (spec points 3 and 4). */
export const PENDING_CHECKOUT_KEY = "pendingCheckout"

export type PendingLine = { id: string; name: string; price: number | string; quantity: number; imageUrl?: string }

/** What survives a reload on step 2: customer info, cart, total, order number (+ the card session, if any). */
export type PendingCheckout = {
  customerInfo: CustomerInfo
  cart: PendingLine[]
  total: number
  orderNumber: string
  paymentMethod?: PaymentMethod
  cardSessionId?: string
  paymentUrl?: string
  /** What the card link charges for (amount and items), to replace it when the cart changes. */
  cardLinkFor?: string
}

const stores = () => [globalThis.sessionStorage, globalThis.localStorage].filter(Boolean)

/** Saved in both session and local storage, as the spec says. */
export function savePending(pending: PendingCheckout) {
  const json = JSON.stringify(pending)
  for (const s of stores()) {
    try {
      s.setItem(PENDING_CHECKOUT_KEY, json)
    } catch {
      // a full or blocked storage only loses the reload safety net
    }
  }
}

export function loadPending(): PendingCheckout | null {
  for (const s of stores()) {
    try {
      const raw = s.getItem(PENDING_CHECKOUT_KEY)
      if (raw) {
        const value = JSON.parse(raw) as PendingCheckout
        if (value && value.customerInfo && Array.isArray(value.cart) && typeof value.orderNumber === "string") {
          return value
        }
      }
    } catch {
      // ignore a corrupt record
    }
  }
  return null
}

/** Removed once the order exists. */
export function clearPending() {
  for (const s of stores()) {
    try {
      s.removeItem(PENDING_CHECKOUT_KEY)
    } catch {
      // nothing to do
    }
  }
}
