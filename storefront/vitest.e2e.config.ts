import { defineConfig } from "vitest/config"

/** Browser tests over the running shop (playwright-core + Debian's Chromium); see e2e/README.md. */
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["./e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 660_000,
    fileParallelism: false,
    // A browser on a busy 2-core machine can take a few seconds to show a result.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
})
