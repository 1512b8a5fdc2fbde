import "@testing-library/jest-dom/vitest"
import { afterEach } from "vitest"
import { cleanup, configure } from "@testing-library/react"

// Whole-app renders on a busy 2-core CI machine can take more than the default second.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  cleanup()
  globalThis.localStorage?.clear()
})
