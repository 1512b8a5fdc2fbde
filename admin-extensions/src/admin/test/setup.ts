import "@testing-library/jest-dom/vitest"
import { cleanup, configure } from "@testing-library/react"
import { afterEach, vi } from "vitest"

// Generous: the whole suite shares one or two busy cores.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.cookie = "lng=; max-age=0"
  localStorage.clear()
  document.body.removeAttribute("style")
})

// jsdom lays nothing out: what Radix (Select, Drawer, RadioGroup) and sonner ask the browser for.
Element.prototype.scrollIntoView ??= function () {}
Element.prototype.hasPointerCapture ??= () => false
Element.prototype.releasePointerCapture ??= function () {}
Element.prototype.setPointerCapture ??= function () {}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList

// jsdom has no object URLs: the label and backup downloads get a stand-in.
URL.createObjectURL ??= () => "blob:http://admin.test/file"
URL.revokeObjectURL ??= () => {}
