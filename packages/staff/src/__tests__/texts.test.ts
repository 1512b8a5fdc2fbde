import { describe, expect, it } from "vitest"
import { staffEn, staffKm, type Translation } from "../texts"

type Node = { [k: string]: string | Node }
const leaves = (node: Node, prefix = ""): [string, string][] =>
  Object.entries(node).flatMap(([k, v]) => (typeof v === "string" ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)))

describe("the staff catalogs", () => {
  it("have the same keys in Khmer as in English, every one said", () => {
    const en = leaves(staffEn as unknown as Node)
    const km = new Map(leaves(staffKm as unknown as Translation<Node> as Node))
    expect([...km.keys()].sort()).toEqual(en.map(([k]) => k).sort())
    for (const [key, text] of km) expect([key, text.trim().length > 0]).toEqual([key, true])
  })

  it("keep the English placeholders in every Khmer text", () => {
    const km = new Map(leaves(staffKm as unknown as Node))
    for (const [key, text] of leaves(staffEn as unknown as Node)) {
      const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
      expect([key, names(km.get(key) ?? "")]).toEqual([key, names(text)])
    }
  })
})
