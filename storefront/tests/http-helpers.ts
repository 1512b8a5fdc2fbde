// What the storefront server's tests share: a free port, raw requests, a stand-in for Medusa.
import { mkdirSync, writeFileSync } from "node:fs"
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { dirname, join } from "node:path"
// @ts-expect-error plain ESM module without types
import { createStorefrontServer } from "../server.mjs"

/** Listens on a free port of 127.0.0.1; answers the base URL. */
export const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)))

/** A raw request (any Host header, no automatic decoding, unlike fetch): status, headers, the bytes as sent and as text. */
export const raw = (base: string, path: string, headers: Record<string, string> = {}, method = "GET") =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer; text: string }>((resolve, reject) => {
    const url = new URL(base)
    request({ host: url.hostname, port: url.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (c: Buffer) => chunks.push(c)).on("end", () => {
        const body = Buffer.concat(chunks)
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString() })
      })
    })
      .on("error", reject)
      .end()
  })

/** A stand-in for Medusa: reads each request's body, then lets `answer` reply. */
export const fakeMedusa = (answer: (req: IncomingMessage, res: ServerResponse, body: string) => void) =>
  createServer((req, res) => {
    let body = ""
    req.on("data", (c) => (body += c)).on("end", () => answer(req, res, body))
  })

/** Writes `files` (path relative to `dir`: contents) into `dir`, making the folders; answers `dir`. */
export function writeFiles(dir: string, files: Record<string, string | Buffer>) {
  for (const [path, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), contents)
  }
  return dir
}

/** The storefront server over `distDir`, in front of a fake Medusa answering with `answer`; `close` stops both. */
export async function startShop(distDir: string, answer: Parameters<typeof fakeMedusa>[0], options: Record<string, unknown> = {}) {
  const medusa = fakeMedusa(answer)
  const medusaUrl = await listen(medusa)
  const shop: Server = createStorefrontServer({ distDir, medusaUrl, ...options })
  const shopUrl = await listen(shop)
  return { medusa, medusaUrl, shopUrl, close: () => (shop.close(), medusa.close()) }
}
