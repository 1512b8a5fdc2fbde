import { describe, expect, it } from "vitest"
import {
  ADMIN_ONLY_PERMISSIONS,
  can,
  ERROR_TEXTS,
  NewStaffUserBody,
  PARAM_ERROR_CODES,
  PERMISSIONS,
  roleForbiddenText,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  unknownRoleText,
} from "../index.js"

describe("staff roles", () => {
  it("admin may do everything; staff the day's order work but nothing admin-only", () => {
    expect(STAFF_ROLES).toEqual(["admin", "staff"])
    for (const p of PERMISSIONS) expect(can("admin", p)).toBe(true)
    for (const p of STAFF_PERMISSIONS) expect(can("staff", p)).toBe(true)
    for (const p of ADMIN_ONLY_PERMISSIONS) expect([p, can("staff", p)]).toEqual([p, false])
    for (const p of ["orders.read", "orders.verify", "labels.buy", "orders.ship", "orders.print", "orders.export", "orders.note", "contact.read"] as const) {
      expect(can("staff", p)).toBe(true)
    }
    for (const p of ["orders.clear", "orders.limit", "products.delete", "products.import", "products.price", "utilities.run", "emails.resendElsewhere", "users.manage", "settings.edit"] as const) {
      expect(can("staff", p)).toBe(false)
    }
  })

  it("an unknown, missing or oddly cased role may do nothing", () => {
    for (const role of ["clerk", "", null, undefined, "Admin", "ADMIN", " admin", "toString", "__proto__"]) {
      for (const p of PERMISSIONS) expect(can(role as string, p)).toBe(false)
    }
  })

  it("refusals name the role and the action; a bad role names the roles", () => {
    expect(roleForbiddenText("staff", "orders.clear")).toBe("Your role (staff) may not clear orders. Ask an admin.")
    expect(roleForbiddenText("clerk", "orders.read")).toBe("Your role (clerk) may not see orders. Ask an admin.")
    expect(unknownRoleText("boss")).toBe("Unknown role: boss. Roles: admin, staff.")
    expect(PARAM_ERROR_CODES).toContain("role.forbidden")
    expect(PARAM_ERROR_CODES).toContain("role.unknown")
    expect(ERROR_TEXTS["user.lastAdmin"]).toMatch(/last admin/)
  })

  it("a new user needs a username, an e-mail and a password of 8 characters", () => {
    expect(NewStaffUserBody.safeParse({ username: "sokha", email: "Sokha@Example.com", password: "long-enough", role: "staff" })).toMatchObject({
      success: true,
      data: { email: "sokha@example.com" },
    })
    expect(NewStaffUserBody.safeParse({ username: "a b", email: "x@example.com", password: "long-enough", role: "staff" }).success).toBe(false)
    expect(NewStaffUserBody.safeParse({ username: "sokha", email: "nope", password: "long-enough", role: "staff" }).success).toBe(false)
    expect(NewStaffUserBody.safeParse({ username: "sokha", email: "x@example.com", password: "short", role: "staff" }).success).toBe(false)
  })
})
