import { afterEach, describe, expect, it, vi } from "vitest"
import { cookieXsrf, createStaffClient } from "../../client"
import { fakeShop, manyOrders, outboxMessage } from "../../testing"
import { fetchAllOrders, followChanges, LIST_REFRESH_MS, outboxQuery, readOrderNumber, staffKeys } from ".."

afterEach(() => vi.unstubAllGlobals())

const api = () => createStaffClient({ base: "/api", xsrf: cookieXsrf() })
const medusa = () => createStaffClient({ base: "/admin/shop", xsrf: { token: () => "fake-session-xsrf", renew: () => {} } })

describe("the staff queries", () => {
  it("ask the same outbox on both backends, under one key tree", async () => {
    const shop = fakeShop({ emails: [outboxMessage({ id: "a" }), outboxMessage({ id: "b", state: "failure", createdAt: "2026-11-23T00:00:00.000Z" })] })
    for (const client of [api(), medusa()]) {
      const def = outboxQuery(client, { limit: 20, offset: 0, status: "failure" })
      expect(def.queryKey).toEqual([...staffKeys.notificationLists(), { limit: 20, offset: 0, status: "failure" }])
      expect((await def.queryFn()).messages.map((m) => m.id)).toEqual(["b"])
    }
    expect(shop.calls.map((c) => c.path)).toEqual(["/api/notifications", "/admin/shop/notifications"])
  })

  it("read every order in pages of 200 until the total", async () => {
    fakeShop({ orders: manyOrders(450) })
    const all = await fetchAllOrders(api())
    expect(all).toHaveLength(450)
    expect(all[0].id).toBe(1450)
    expect(all.at(-1)?.id).toBe(1001)
  })

  it("read an order number as typed: #, Khmer digits, at most 9 digits", () => {
    expect(readOrderNumber(" #១០៤២ ")).toEqual({ value: 1042, error: null })
    expect(readOrderNumber("")).toEqual({ value: undefined, error: null })
    expect(readOrderNumber("ten")).toEqual({ value: undefined, error: "invalid" })
    expect(readOrderNumber("12345678901")).toEqual({ value: undefined, error: "tooLong" })
  })

  it("have open lists ask again within seconds, only while their tab is visible", () => {
    expect(LIST_REFRESH_MS).toBeGreaterThanOrEqual(3_000)
    expect(LIST_REFRESH_MS).toBeLessThanOrEqual(5_000)
    expect(followChanges).toEqual({ refetchInterval: LIST_REFRESH_MS, refetchIntervalInBackground: false })
  })
})
