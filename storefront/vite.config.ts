/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from "vite"
import react from "@vitejs/plugin-react"
import tailwindcss from "@tailwindcss/vite"
import { KHMER_FONT_PRELOAD_SCRIPT } from "@shop/contract"

const medusa = process.env.MEDUSA_URL || "http://localhost:9000"
const forward = Object.fromEntries(
  ["/api", "/auth", "/store", "/hooks", "/static"].map((prefix) => [prefix, { target: medusa, changeOrigin: false }])
)

/**
 * Khmer readers should not see their text jump when the web font arrives: a tiny inline script in
 * index.html (@shop/contract KHMER_FONT_PRELOAD_SCRIPT) preloads the (hashed) Khmer font file when the page will be in Khmer (?lang=km or the
 * stored choice), and sets <html lang> before the app starts.
 */
function preloadKhmerFont(): Plugin {
  return {
    name: "preload-khmer-font",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((f) => /noto-sans-khmer-khmer-wght-normal.*\.woff2$/.test(f))
        if (!font) {
          return html
        }
        // the script's text never changes (the Content-Security-Policy allows it by its hash): the
        // font's hashed URL comes from the meta tag
        const tags = `<meta name="khmer-font" content="/${font}" />\n    <script>${KHMER_FONT_PRELOAD_SCRIPT}</script>`
        return html.replace("</title>", `</title>\n    ${tags}`)
      },
    },
  }
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadKhmerFont()],
  server: { port: 5173, proxy: forward },
  preview: { port: 4173, proxy: forward },
  build: { outDir: "dist", sourcemap: false },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    css: false,
    testTimeout: 20_000,
    // One jsdom per worker, not per file: each test leaves a clean DOM and storage (src/test/setup.ts),
    // and each file makes its own query client, fetch fake and language; it halves the lane (90 s → 50 s here).
    isolate: false,
  },
})
