import "@testing-library/jest-dom/vitest"
import { afterEach, vi } from "vitest"
import { cleanup, configure } from "@testing-library/react"

// Whole-app renders on a busy 2-core CI machine can take more than the default second; the first
// render of a lazy route (its modules transformed on first import, beside three other lanes) once
// took more than 5 s. A test that fails still fails, 10 s later.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
  globalThis.localStorage?.clear()
})

// jsdom lays nothing out and has no scrolling: record the calls so tests can see where a page went.
if (typeof Element !== "undefined" && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = vi.fn()
}
if (typeof window !== "undefined") {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
}
