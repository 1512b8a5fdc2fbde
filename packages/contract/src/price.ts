/** The largest price the back office accepts, so a slip of the finger (1249999) is caught. */
export const MAX_PRICE = 100_000

/**
 * A staff-typed price in dollars, or null when it is not one (spec point 5: price is free text,
 * dollar signs are removed). `$`, spaces and thousands commas are removed ("$1,234.50" → 1234.5);
 * the rest must be a positive amount with at most two decimals. A comma that is not a thousands
 * separator ("12,50") is refused rather than guessed: read as 1250 it would sell the item at a
 * hundred times its price.
 */
export function parsePrice(input: unknown): number | null {
  let text: string
  if (typeof input === "number") {
    if (!Number.isFinite(input)) {
      return null
    }
    text = String(input)
    if (/e/i.test(text)) {
      return null
    }
  } else if (typeof input === "string") {
    text = input.replace(/[\s$]/g, "")
  } else {
    return null
  }
  if (text.includes(",")) {
    if (!/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(text)) {
      return null
    }
    text = text.replace(/,/g, "")
  }
  if (!/^(\d+(\.\d{1,2})?|\.\d{1,2})$/.test(text)) {
    return null
  }
  const cents = Math.round(Number(text) * 100)
  if (!(cents > 0) || cents > MAX_PRICE * 100) {
    return null
  }
  return cents / 100
}
