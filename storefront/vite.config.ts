/// <reference types="vitest/config" />
import { defineConfig } from "vite"
import react from "@vitejs/plugin-react"
import tailwindcss from "@tailwindcss/vite"

const medusa = process.env.MEDUSA_URL || "http://localhost:9000"
const forward = Object.fromEntries(
  ["/api", "/auth", "/store", "/hooks", "/static"].map((prefix) => [prefix, { target: medusa, changeOrigin: false }])
)

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: 5173, proxy: forward },
  preview: { port: 4173, proxy: forward },
  build: { outDir: "dist", sourcemap: false },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    css: false,
  },
})
