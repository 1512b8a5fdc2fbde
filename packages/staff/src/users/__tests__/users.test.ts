import type { StaffUser } from "@shop/contract"
import { act, renderHook } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { staffTexts } from "../../texts"
import { roleErrorOfBody, type RolesT } from "../../roles"
import { EMPTY_NEW_USER, newUserFilled, newUserProblems, roleChoices, useNewUserForm, userRowRules } from ".."

type Node = { [k: string]: string | Node }
const tOf = (lang: "en" | "km"): RolesT => (key, params = {}) => {
  const text = key.split(".").reduce<string | Node | undefined>((n, k) => (n && typeof n === "object" ? n[k] : undefined), staffTexts[lang].roles as unknown as Node)
  if (typeof text !== "string") throw new Error(`no text ${lang}:${key}`)
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name) => String(params[name]))
}

const user = (id: string, role: string): StaffUser => ({ id, username: id, email: `${id}@example.com`, role, fullName: null, createdAt: null })

describe("the users page's rules", () => {
  it("keeps yourself and the last admin: no removing, the last admin's role fixed", () => {
    const users = [user("sokha", "admin"), user("kanha", "staff")]
    expect(userRowRules(users[0], users, "sokha")).toEqual({ isMe: true, lastAdmin: true, canChangeRole: false, canRemove: false, why: "users.notYourself" })
    expect(userRowRules(users[0], users, "kanha")).toMatchObject({ isMe: false, canRemove: false, why: "users.lastAdmin" })
    expect(userRowRules(users[1], users, "sokha")).toEqual({ isMe: false, lastAdmin: false, canChangeRole: true, canRemove: true, why: null })
    const twoAdmins = [...users, user("dara", "admin")]
    expect(userRowRules(twoAdmins[0], twoAdmins, "dara")).toMatchObject({ canChangeRole: true, canRemove: true })
  })

  it("offers the shop's roles, and a user's unknown role first", () => {
    expect(roleChoices("staff")).toEqual(["admin", "staff"])
    expect(roleChoices("clerk")).toEqual(["clerk", "admin", "staff"])
  })

  it("checks the add form as the server does, each problem a catalog key", () => {
    expect(newUserFilled(EMPTY_NEW_USER)).toBe(false)
    const ok = { username: "vanna", email: "vanna@example.com", password: "lok-lak-2024", role: "staff" }
    expect(newUserFilled(ok)).toBe(true)
    expect(newUserProblems(ok)).toEqual({})
    expect(newUserProblems({ username: "v", email: "not-mail", password: "short", role: "staff" })).toEqual({
      username: "users.errors.username",
      email: "users.errors.email",
      password: "users.errors.password",
    })
    expect(tOf("km")(newUserProblems({ ...ok, password: "short" }).password!)).toBe("ពាក្យសម្ងាត់ត្រូវមានយ៉ាងហោចណាស់ ៨ តួ។")
  })

  it("translates the server's refusals by their code (yourself, the last admin, taken)", () => {
    const body = (error: string, code: string) => ({ error, message: error, code })
    expect(roleErrorOfBody(tOf("en"), body("You cannot remove yourself.", "user.self"))).toBe("You cannot remove yourself.")
    expect(roleErrorOfBody(tOf("km"), body("You cannot remove yourself.", "user.self"))).toBe("អ្នកមិនអាចដកខ្លួនឯងចេញបានទេ។")
    expect(roleErrorOfBody(tOf("km"), body("x", "user.lastAdmin"))).toMatch(/^នេះជាអ្នកគ្រប់គ្រងចុងក្រោយ/)
    expect(roleErrorOfBody(tOf("km"), body("x", "user.taken"))).toBe("មានអ្នកប្រើដែលមានឈ្មោះអ្នកប្រើ ឬអ៊ីមែលនេះរួចហើយ។")
    expect(roleErrorOfBody(tOf("en"), body("x", "user.nonsense"))).toBeUndefined()
  })
})

describe("useNewUserForm", () => {
  it("checks the form as the server would before adding, clears a field's problem as it is edited, and empties once added", () => {
    const add = vi.fn()
    const { result } = renderHook(() => useNewUserForm(add))
    const submit = () => act(() => result.current.submit({ preventDefault: () => {} }))
    submit()
    expect(add).not.toHaveBeenCalled()
    expect(result.current.problems).toEqual(newUserProblems(EMPTY_NEW_USER))
    act(() => result.current.set("username", "kanha"))
    expect(result.current.problems.username).toBeUndefined()
    act(() => {
      result.current.set("email", "kanha@example.com")
      result.current.set("password", "a-long-password-1")
    })
    expect(result.current.filled).toBe(true)
    submit()
    expect(add).toHaveBeenCalledWith({ username: "kanha", email: "kanha@example.com", password: "a-long-password-1", role: "staff" }, expect.any(Function))
    act(() => add.mock.calls[0][1]())
    expect(result.current.form).toEqual(EMPTY_NEW_USER)
  })
})
