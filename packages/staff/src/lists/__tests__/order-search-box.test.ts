import { act, renderHook } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { useOrderSearchBox } from ".."

afterEach(() => vi.useRealTimers())

describe("useOrderSearchBox", () => {
  it("puts what is typed into the filters after the pause, or at once; follows the URL; clear empties both", () => {
    vi.useFakeTimers()
    const set = vi.fn()
    const { result, rerender } = renderHook(({ search }) => useOrderSearchBox(search, set, 300), { initialProps: { search: undefined as string | undefined } })
    act(() => result.current.setTyped("sokha"))
    act(() => vi.advanceTimersByTime(299))
    expect(set).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(set).toHaveBeenCalledWith({ search: "sokha" })

    rerender({ search: "1042" }) // a link or Back
    expect(result.current.typed).toBe("1042")
    act(() => result.current.setTyped("1043"))
    act(() => result.current.apply())
    expect(set).toHaveBeenLastCalledWith({ search: "1043" })

    act(() => result.current.clear())
    expect(result.current.typed).toBe("")
    expect(set).toHaveBeenLastCalledWith(null)
  })
})
