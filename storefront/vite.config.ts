/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from "vite"
import react from "@vitejs/plugin-react"
import tailwindcss from "@tailwindcss/vite"

const medusa = process.env.MEDUSA_URL || "http://localhost:9000"
const forward = Object.fromEntries(
  ["/api", "/auth", "/store", "/hooks", "/static"].map((prefix) => [prefix, { target: medusa, changeOrigin: false }])
)

/**
 * Khmer readers should not see their text jump when the web font arrives: a tiny inline script in
 * index.html preloads the (hashed) Khmer font file when the page will be in Khmer (?lang=km or the
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
        const script = `<script>try{var l=new URLSearchParams(location.search).get("lang");if(l!=="km"&&l!=="en")l=localStorage.getItem("language");if(l==="km"){document.documentElement.lang="km";var p=document.createElement("link");p.rel="preload";p.as="font";p.type="font/woff2";p.crossOrigin="anonymous";p.href="/${font}";document.head.appendChild(p)}}catch(e){}</script>`
        return html.replace("</title>", `</title>\n    ${script}`)
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
  },
})
