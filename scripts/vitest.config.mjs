import { defineConfig } from "vitest/config"

/** `npm run test:scripts`: the tests of scripts/lib (npm start's launcher, its supervisor and files). */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["lib/__tests__/*.test.ts"],
    environment: "node",
  },
})
