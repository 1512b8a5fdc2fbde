import { describe, expect, it } from "vitest"
import { staffEn, staffKm } from "../texts"

type Node = { [k: string]: string | Node }
const leaves = (node: Node, prefix = ""): [string, string][] =>
  Object.entries(node).flatMap(([k, v]) => (typeof v === "string" ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)))

// The areas both back offices read for shipping, products and payments (the storefront's namespaces
// "shipping" and "products", Medusa's admin's `cambodianShop` sections).
const AREAS = ["shipping", "products", "payments"] as const
/** Names that stay as they are in Khmer: the payment brands. */
const SAME_IN_KHMER = new Set(["payments.brands.cashapp", "payments.brands.venmo", "payments.brands.zelle", "payments.brands.paypal", "payments.brands.aba"])
const PLURAL = /_(zero|one|two|few|many|other)$/

describe.each(AREAS)("the %s texts", (area) => {
  const en = leaves(staffEn[area] as unknown as Node, `${area}.`)
  const km = new Map(leaves(staffKm[area] as unknown as Node, `${area}.`))

  it("write every Khmer string in Khmer script (the brand names excepted)", () => {
    for (const [key, value] of km) if (!SAME_IN_KHMER.has(key)) expect.soft(value, key).toMatch(/[\u1780-\u17FF]/)
  })

  it("give every English plural its Khmer `_other` form, and Khmer's `_one` (never read: Khmer has one form) the same words", () => {
    for (const [key] of en.filter(([k]) => PLURAL.test(k))) {
      const other = key.replace(PLURAL, "_other")
      expect([key, km.has(other)]).toEqual([key, true])
      expect([key, km.get(key)]).toEqual([key, km.get(other)])
    }
  })

})
