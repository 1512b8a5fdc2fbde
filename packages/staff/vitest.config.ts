import { defineConfig } from "vitest/config"

// jsdom: the client reads cookies and the list state is a React hook.
export default defineConfig({ test: { include: ["src/**/__tests__/**/*.test.{ts,tsx}"], environment: "jsdom", passWithNoTests: false } })
