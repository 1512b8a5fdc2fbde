import type { CustomerInfo, PaymentMethod } from "./schemas"
import { cartTotals } from "../../lib/money"

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
  /** The step the shopper was on (1 or 2), resumed when the checkout page is loaded afresh. */
  step?: 1 | 2
}

/** Link state that resumes the payment step (the card tab's way back, see PaymentConfirmationPage). */
export const RESUME_CHECKOUT = { resume: true } as const

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

/** The record in one storage, or null for none or a corrupt one. */
function readPending(store: Storage | undefined): PendingCheckout | null {
  try {
    const raw = store?.getItem(PENDING_CHECKOUT_KEY)
    const value = raw ? (JSON.parse(raw) as PendingCheckout) : null
    return value && value.customerInfo && Array.isArray(value.cart) && typeof value.orderNumber === "string" ? value : null
  } catch {
    return null // ignore a corrupt record
  }
}

/** This tab's record first (session storage), else the one kept across visits (local storage). */
export function loadPending(): PendingCheckout | null {
  for (const s of stores()) {
    const value = readPending(s)
    if (value) return value
  }
  return null
}

/**
 * The cart of an unfinished checkout in this tab. The cart itself lives in memory (spec point 4),
 * so a reload in the middle of the checkout would empty it while the checkout still holds its
 * lines: the cart starts from them instead, and the header, the cart and the checkout show one
 * list. Only this tab's copy (session storage) counts: a checkout left unfinished days ago (local
 * storage) must not come back as a cart, nor pile up under the next one.
 */
export function pendingCart(): PendingLine[] {
  const lines = readPending(globalThis.sessionStorage)?.cart ?? []
  return lines.filter((l) => l && typeof l.id === "string" && Number.isInteger(l.quantity) && l.quantity > 0)
}

/**
 * Keeps an unfinished checkout's lines and total equal to the cart's, wherever the cart changes
 * (the cart sheet on the payment step, the home page after going back): a reload then restores
 * the cart as it is, and the payment step never offers to pay for lines the shopper removed.
 */
export function syncPendingCart(lines: PendingLine[]) {
  const pending = loadPending()
  if (!pending) return
  const cart = lines.map(({ id, name, price, quantity, imageUrl }) => ({ id, name, price, quantity, ...(imageUrl ? { imageUrl } : {}) }))
  if (JSON.stringify(cart) === JSON.stringify(pending.cart)) return
  savePending({ ...pending, cart, total: cartTotals(cart).total })
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
