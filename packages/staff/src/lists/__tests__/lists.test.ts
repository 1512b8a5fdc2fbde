import { act, renderHook } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { initialListState, listReducer, pageInfo, useListState } from ".."

afterEach(() => vi.useRealTimers())

describe("a staff list's page", () => {
  it("says 'from–to of count' and whether there is a page before or after", () => {
    expect(pageInfo({ offset: 0, limit: 20, count: 45 })).toMatchObject({ from: 1, to: 20, page: 1, pages: 3, hasPrevious: false, hasNext: true, nextOffset: 20 })
    expect(pageInfo({ offset: 40, limit: 20, count: 45 })).toMatchObject({ from: 41, to: 45, page: 3, pages: 3, hasPrevious: true, hasNext: false, previousOffset: 20 })
    expect(pageInfo({ offset: 0, limit: 20, count: 0 })).toMatchObject({ from: 0, to: 0, pages: 1, hasNext: false })
    // the rows the server sent, when fewer than the limit allows (a list that shrank meanwhile)
    expect(pageInfo({ offset: 20, limit: 20, count: 45, shown: 3 })).toMatchObject({ from: 21, to: 23, hasNext: true })
  })

  it("starts a new search or filter on the first page; paging keeps them", () => {
    let s = initialListState(20, { handled: undefined as boolean | undefined })
    s = listReducer(s, { type: "offset", offset: 40 })
    s = listReducer(s, { type: "search", text: "  sokha " })
    expect(s).toMatchObject({ search: "sokha", offset: 0 })
    s = listReducer(s, { type: "offset", offset: 20 })
    expect(listReducer(s, { type: "search", text: "sokha" })).toBe(s)
    s = listReducer(s, { type: "filters", change: { handled: false } })
    expect(s).toMatchObject({ filters: { handled: false }, offset: 0, search: "sokha" })
    expect(listReducer(s, { type: "filters", change: { handled: false } })).toBe(s)
    expect(listReducer(s, { type: "reset", filters: { handled: undefined } })).toMatchObject({ typed: "", search: "", offset: 0, filters: { handled: undefined } })
  })
})

describe("useListState", () => {
  it("applies the search at once without a pause, and gives the call's query", () => {
    const { result } = renderHook(() => useListState({ pageSize: 20, filters: { status: undefined as string | undefined } }))
    act(() => result.current.setOffset(20))
    expect(result.current.query).toEqual({ limit: 20, offset: 20, status: undefined })
    act(() => result.current.setTyped("#1042"))
    expect(result.current.query).toEqual({ limit: 20, offset: 0, q: "#1042", status: undefined })
    act(() => result.current.setFilter({ status: "sent" }))
    expect(result.current).toMatchObject({ page: 1, filters: { status: "sent" }, search: "#1042" })
  })

  it("with a pause, searches what was typed once typing stops, on page 1; paging meanwhile is kept", () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useListState({ pageSize: 20, debounceMs: 300 }))
    act(() => result.current.setPage(3))
    act(() => result.current.setTyped("dara"))
    expect(result.current).toMatchObject({ typed: "dara", search: "", page: 3 })
    act(() => vi.advanceTimersByTime(299))
    expect(result.current.search).toBe("")
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toMatchObject({ search: "dara", page: 1, offset: 0 })
    expect(result.current.pageInfo(45)).toMatchObject({ from: 1, to: 20, pages: 3 })
  })
})
