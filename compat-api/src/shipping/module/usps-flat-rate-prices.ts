/**
 * USPS Priority Mail Flat Rate **retail** prices (what a customer pays at the Post Office counter
 * and on usps.com; commercial prices through Shippo are lower), in US dollars.
 *
 * Source: USPS Notice 123 – Price List (https://pe.usps.com/text/dmm300/Notice123.htm, "Priority
 * Mail – Retail, Flat Rate") and usps.com's Priority Mail Flat Rate page, prices in effect from
 * January 19, 2025.
 *
 * Honest note: these figures were written down from what we know of the January 2025 retail price
 * list; this build machine has no Internet access, so they were not re-checked against the
 * official PDF. USPS changes prices usually in January and July: check Notice 123 and update this
 * table (and PRICES_EFFECTIVE) when it does. The sandbox only uses them to show realistic numbers.
 */
export const PRICES_EFFECTIVE = "2025-01-19"
export const PRICES_SOURCE = "USPS Notice 123, Priority Mail Retail Flat Rate, effective January 19, 2025"

export const USPS_PRIORITY_MAIL_FLAT_RATE_RETAIL = {
  flat_rate_envelope: 10.1,
  small_flat_rate_box: 10.85,
  medium_flat_rate_box: 19.3,
  large_flat_rate_box: 26.8,
} as const

/** Priority Mail: 1–3 business days (usps.com); the sandbox quotes the middle. */
export const USPS_PRIORITY_MAIL_DAYS = 2
