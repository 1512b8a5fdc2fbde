import { describe, expect, it } from "vitest"
import { staffTexts } from "../../texts"
import { refusalText, roleErrorOfBody, roleView, type RolesT } from ".."

type Node = { [k: string]: string | Node }
/** A tiny i18next-like `t` over one language's "roles" area. */
const tOf = (lang: "en" | "km"): RolesT => (key, params = {}) => {
  const text = key.split(".").reduce<string | Node | undefined>((n, k) => (n && typeof n === "object" ? n[k] : undefined), staffTexts[lang].roles as unknown as Node)
  if (typeof text !== "string") throw new Error(`no text ${lang}:${key}`)
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name) => String(params[name]))
}

describe("staff roles on the screens", () => {
  it("says what a role may not do, in English and in Khmer", () => {
    expect(refusalText(tOf("en"), "staff", "orders.clear")).toBe("Your role (staff) may not clear orders. Ask an admin.")
    expect(refusalText(tOf("km"), "staff", "orders.clear")).toBe("តួនាទីរបស់អ្នក (បុគ្គលិក) មិនអាចសម្អាតការបញ្ជាទិញបានទេ។ សូមសួរអ្នកគ្រប់គ្រង។")
    expect(refusalText(tOf("km"), "clerk", "orders.read")).toContain("(clerk)")
  })

  it("translates the server's role refusals by their code, and no other failure", () => {
    const forbidden = { error: "Your role (staff) may not change prices. Ask an admin.", code: "role.forbidden", params: { role: "staff", permission: "products.price" } }
    expect(roleErrorOfBody(tOf("en"), forbidden)).toBe("Your role (staff) may not change prices. Ask an admin.")
    expect(roleErrorOfBody(tOf("km"), forbidden)).toBe("តួនាទីរបស់អ្នក (បុគ្គលិក) មិនអាចប្តូរតម្លៃបានទេ។ សូមសួរអ្នកគ្រប់គ្រង។")
    expect(roleErrorOfBody(tOf("en"), { error: "Unknown role: boss. Roles: admin, staff.", code: "role.unknown", params: { role: "boss" } })).toBe(
      "Unknown role: boss. Roles: admin, staff."
    )
    expect(roleErrorOfBody(tOf("km"), { error: "x", code: "role.medusaReadOnly", params: { role: "staff" } })).toMatch(/^តួនាទីរបស់អ្នក \(បុគ្គលិក\)/)
    expect(roleErrorOfBody(tOf("en"), { error: "Invalid username or password", code: "auth.invalidLogin" })).toBeUndefined()
  })

  it("lets staff do the day's work and nothing admin-only; an unknown role nothing", () => {
    const staff = roleView("staff")
    expect([staff.isStaff, staff.isAdmin, staff.can("orders.verify"), staff.can("labels.buy"), staff.can("orders.clear"), staff.can("users.manage")]).toEqual([
      true,
      false,
      true,
      true,
      false,
      false,
    ])
    expect(roleView("admin").can("users.manage")).toBe(true)
    const clerk = roleView("clerk")
    expect([clerk.isStaff, clerk.can("orders.read")]).toEqual([false, false])
    expect(roleView(undefined).isStaff).toBe(false)
  })
})
