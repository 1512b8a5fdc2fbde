import { MedusaError } from "@medusajs/framework/utils"
import { deliveryFee, MAX_QUANTITY_PER_LINE } from "@shop/contract"

/**
 * The shop's money rules (spec point 9) for every /api checkout call: the server prices a cart
 * from the catalog, never from the client's numbers. The fee rules themselves are the contract's
 * (@shop/contract), the same the storefront's cart shows. The delivery fee matches the conditional
 * prices of the seeded "Standard Delivery" shipping option (medusa-backend/src/scripts/seed-shop.ts),
 * so Medusa's own cart totals agree.
 */
export {
  amountDue,
  CARD_METHODS,
  DELIVERY_FEE_HIGH,
  DELIVERY_FEE_LOW,
  DELIVERY_FEE_THRESHOLD,
  deliveryFee,
  MAX_QUANTITY_PER_LINE,
  PROCESSING_FEE_RATE,
  processingFee,
} from "@shop/contract"

export type CatalogPrice = { id: string; name: string; price: number | string }
export type RequestedLine = { id: string; quantity: number }
/** A line as a client may name it: by product id, or (the spec's items) by product name. */
export type NamedLine = { id?: string; name?: string; quantity: number }
export type PricedLine = { id: string; name: string; unitPrice: number; quantity: number; lineTotal: number }
export type PricedCart = { lines: PricedLine[]; subtotal: number; deliveryFee: number; total: number }

const cents = (dollars: number) => Math.round(dollars * 100)

export function toDollars(price: number | string): number {
  const n = typeof price === "number" ? price : Number(String(price).replace(/[$,\s]/g, ""))
  if (!Number.isFinite(n) || n < 0) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid price: ${price}`)
  }
  return n
}

/** A product name for matching: case, spacing and invisible marks (ZWSP in Khmer) do not count. */
export function productNameKey(name: string): string {
  return name
    .normalize("NFC")
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLocaleLowerCase("en-US")
}

/**
 * The product of each line: its id when it has one, else the product whose name in any of
 * `catalogs` (the English and the Khmer catalog) is the line's name. An unknown name, or one that
 * two products share, is a 400 naming it.
 */
export function identifyLines(lines: NamedLine[], catalogs: Iterable<{ id: string; name: string }>[]): RequestedLine[] {
  const byName = new Map<string, string | null>() // null: more than one product has this name
  for (const catalog of catalogs) {
    for (const product of catalog) {
      const key = productNameKey(product.name ?? "")
      if (!key) continue
      const seen = byName.get(key)
      byName.set(key, seen === undefined || seen === product.id ? product.id : null)
    }
  }
  return lines.map((line) => {
    if (line.id) {
      return { id: line.id, quantity: line.quantity }
    }
    const name = (line.name ?? "").trim()
    const id = byName.get(productNameKey(name))
    if (id === undefined) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `Unknown product: "${name}"`)
    }
    if (id === null) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `More than one product is named "${name}": please send the product id.`)
    }
    return { id, quantity: line.quantity }
  })
}

/**
 * Prices the requested lines from the catalog. Lines for the same product are merged; an unknown
 * product or a quantity that is not a whole number from 1 to 99 is refused with a 400.
 */
export function priceLines(requested: RequestedLine[], catalog: Iterable<CatalogPrice>): PricedCart {
  if (!Array.isArray(requested) || requested.length === 0) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "The cart is empty.")
  }
  const byId = new Map<string, CatalogPrice>()
  for (const item of catalog) {
    byId.set(item.id, item)
  }
  const merged = new Map<string, number>()
  for (const line of requested) {
    const product = byId.get(line?.id)
    if (!product) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `Unknown product: ${line?.id}`)
    }
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid quantity for ${product.name}: ${line.quantity}`)
    }
    merged.set(line.id, (merged.get(line.id) ?? 0) + line.quantity)
  }
  const lines: PricedLine[] = []
  let subtotalCents = 0
  for (const [id, quantity] of merged) {
    const product = byId.get(id)!
    if (quantity > MAX_QUANTITY_PER_LINE) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `At most ${MAX_QUANTITY_PER_LINE} of ${product.name} per order.`)
    }
    const unit = toDollars(product.price)
    const lineCents = cents(unit) * quantity
    subtotalCents += lineCents
    lines.push({ id, name: product.name, unitPrice: unit, quantity, lineTotal: lineCents / 100 })
  }
  const subtotal = subtotalCents / 100
  const fee = deliveryFee(subtotal)
  return { lines, subtotal, deliveryFee: fee, total: (subtotalCents + cents(fee)) / 100 }
}
