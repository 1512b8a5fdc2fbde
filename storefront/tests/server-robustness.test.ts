// @vitest-environment node
// The storefront server must answer every malformed request with a 4xx (or the normal page) and
// serve on: bad percent-encoding, NUL bytes, overlong paths, ../ escapes, broken headers and cookies.
import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync } from "node:fs"
import { createServer, type Server } from "node:http"
import { connect } from "node:net"
import { tmpdir } from "node:os"
import { basename, join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
// @ts-expect-error plain ESM module without types
import { createStorefrontServer } from "../server.mjs"
import { listen as listenAt, startShop, writeFiles } from "./http-helpers"

const SECRET = "TOP-SECRET-OUTSIDE-DIST"

/** Listens on a free port; answers the port. */
const listen = async (server: Server) => Number(new URL(await listenAt(server)).port)

/** Sends bytes as they are (what fetch refuses to send) and reads until the server closes. */
function rawRequest(port: number, data: string | Buffer, timeoutMs = 5_000) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1")
    const chunks: Buffer[] = []
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`no answer within ${timeoutMs} ms to ${JSON.stringify(String(data).slice(0, 100))}`))
    }, timeoutMs)
    socket.on("data", (c: Buffer) => chunks.push(c))
    socket.on("error", () => {}) // a reset after the answer is fine
    socket.on("close", () => {
      clearTimeout(timer)
      const text = Buffer.concat(chunks).toString("latin1")
      // the final status (after a 100 Continue), 0 when the server closed without answering
      const statuses = [...text.matchAll(/(?:^|\r\n)HTTP\/1\.[01] (\d{3})/g)].map((m) => Number(m[1]))
      resolve({ status: statuses.find((s) => s >= 200) ?? 0, text })
    })
    socket.write(data)
  })
}

const get = (path: string, headers = "") => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`

/** Runs the requests a few at a time, as a small burst would. */
async function inBatches<T, R>(items: T[], size: number, fn: (item: T) => Promise<R>) {
  const out: R[] = []
  for (let i = 0; i < items.length; i += size) {
    out.push(...(await Promise.all(items.slice(i, i + size).map(fn))))
  }
  return out
}

describe("storefront server: malformed requests", () => {
  let servers: Awaited<ReturnType<typeof startShop>>
  let port: number
  let dist: string
  const medusaSaw: { url?: string; body: string; cookie?: string }[] = []

  beforeAll(async () => {
    const base = writeFiles(mkdtempSync(join(tmpdir(), "shop-")), {
      "dist/index.html": "<!doctype html><html lang=\"en\"><head><title>Shop</title></head><body><div id=root></div></body></html>",
      "dist/assets/app.js": "console.log(1)",
      "dist/assets/noto-sans-khmer-khmer-wght-normal-T3st.woff2": "wOF2",
      // siblings a prefix check without a trailing separator would take for files inside dist/
      "dist-x/secret.txt": SECRET, "dist-x.txt": SECRET, "secret.txt": SECRET,
    })
    dist = join(base, "dist")
    servers = await startShop(dist, (req, res, body) => {
      medusaSaw.push({ url: req.url, body, cookie: req.headers.cookie })
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ok: true }))
    })
    port = Number(new URL(servers.shopUrl).port)
  })

  afterAll(() => servers.close())

  it("answers malformed and escaping paths with a 4xx or the normal page, never a file outside dist/", async () => {
    const sibling = basename(dist) // "dist": the escapes aim at ../dist-x/secret.txt and ../dist-x.txt
    const cases: [string, "4xx" | "page"][] = [
      ["/%", "4xx"],
      ["/%E0%A4%A", "4xx"],
      ["/%E0%A4%AZ", "4xx"],
      ["/%ZZ", "4xx"],
      ["/%c0%ae%c0%ae/secret.txt", "4xx"], // overlong UTF-8 for "."
      ["/%00", "4xx"],
      ["/index.html%00.js", "4xx"],
      ["/assets/app.js%00", "4xx"],
      ["/%0d%0aSet-Cookie:%20a=1", "4xx"],
      ["/..%2f..%2fetc/passwd", "4xx"],
      ["/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd", "4xx"],
      [`/..%2f${sibling}-x%2fsecret.txt`, "4xx"],
      [`/..%2f${sibling}-x.txt`, "4xx"],
      [`/%2e%2e/${sibling}-x/secret.txt`, "4xx"],
      [`/%2e%2e%2f${sibling}-x%2fsecret.txt`, "4xx"],
      ["/assets/..%2f..%2fsecret.txt", "4xx"],
      ["/../secret.txt", "4xx"],
      ["/./../secret.txt", "4xx"],
      ["/..\\..\\secret.txt", "4xx"], // a missing file named "..\..\secret.txt": 404
      ["/static/..%2f..%2fsecret.txt", "4xx"],
      ["/api/%", "4xx"],
      ["/products/%", "4xx"],
      ["/products/%E0%A4%A?lang=km", "4xx"],
      ["/?lang=%", "page"],
      ["/?%%%=%%%&&&", "page"],
      ["//etc/passwd", "page"],
      ["//../secret.txt", "4xx"],
      [`http://evil.example/..%2f${sibling}-x%2fsecret.txt`, "4xx"],
      ["*", "4xx"],
      [`/${"a".repeat(300)}.js`, "4xx"], // a file name longer than the file system allows
      [`/${"a".repeat(300)}`, "page"],
      [`/${"a/".repeat(5000)}`, "4xx"], // 10 KB
      [`/${"%41".repeat(6000)}`, "4xx"], // 18 KB: Node's own header limit
    ]
    const results = await inBatches(cases, 8, async ([path, want]) => ({ path, want, ...(await rawRequest(port, get(path))) }))
    for (const { path, want, status, text } of results) {
      const where = `${path.slice(0, 60)} → ${status}`
      expect(text, where).not.toContain(SECRET)
      expect(text, where).not.toContain("root:")
      if (want === "4xx") {
        expect(status, where).toBeGreaterThanOrEqual(400)
        expect(status, where).toBeLessThan(500)
      } else {
        expect(status, where).toBe(200)
        expect(text, where).toContain("<div id=root>")
      }
    }
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200)
  })

  it("answers malformed headers, cookies and bodies with a 4xx or the normal answer, and serves on", async () => {
    const cases: [string, string | Buffer, "4xx" | "ok"][] = [
      ["header without a colon", "GET / HTTP/1.1\r\nHost: x\r\nNoColonHere\r\nConnection: close\r\n\r\n", "4xx"],
      ["space in a header name", "GET / HTTP/1.1\r\nHost: x\r\nBad Name: 1\r\nConnection: close\r\n\r\n", "4xx"],
      ["NUL in a header value", "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\0b\r\nConnection: close\r\n\r\n", "4xx"],
      ["bare CR in a header value", "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\rb\r\nConnection: close\r\n\r\n", "4xx"],
      ["20 KB header", `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(20_000)}\r\nConnection: close\r\n\r\n`, "4xx"],
      ["20 KB cookie to the API", `GET /api/x HTTP/1.1\r\nHost: x\r\nCookie: a=${"c".repeat(20_000)}\r\nConnection: close\r\n\r\n`, "4xx"],
      ["two different Content-Lengths", "POST /api/x HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\nConnection: close\r\n\r\nab", "4xx"],
      ["Content-Length and chunked", "POST /api/x HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n", "4xx"],
      ["bad chunk size on a forwarded POST", "POST /api/x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nZZ\r\nabc\r\n0\r\n\r\n", "4xx"],
      ["garbage request line", "HELLO\r\n\r\n", "4xx"],
      ["HTTP/0.9 (Node answers it as 1.x)", "GET /\r\n\r\n", "ok"],
      ["unknown HTTP version", "GET / HTTP/7.3\r\nHost: x\r\n\r\n", "4xx"],
      ["odd method on a page", "BREW / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", "4xx"],
      ["no Host", "GET / HTTP/1.0\r\n\r\n", "ok"],
      ["forged Host", get("/", "").replace("Host: 127.0.0.1", 'Host: evil"><script>x</script>'), "ok"],
      ["odd Accept-Encoding", get("/assets/app.js", "Accept-Encoding: ;;;,,,q=x, br;q=NaN, gzip;q=-1, *;q=\r\n"), "ok"],
      ["odd If-None-Match", get("/assets/app.js", "If-None-Match: ,,\"\"W/,*\r\n"), "ok"],
      ["odd X-Forwarded-Proto and -For", get("/api/x", "X-Forwarded-Proto: javascript:\r\nX-Forwarded-For: ,,,[::1\r\n"), "ok"],
      ["Connection naming Host", get("/api/x", "").replace("Connection: close", "Connection: close, host, content-length"), "ok"],
      ["malformed cookie on a page", get("/", "Cookie: =;;;%%%; a=%E0%A4%A; b=\"unterminated; ==\r\n"), "ok"],
      ["malformed cookie to the API", get("/api/x", "Cookie: =;;;%%%; a=%E0%A4%A; \r\n"), "ok"],
      [
        "8-bit bytes in a cookie",
        Buffer.concat([Buffer.from("GET /api/x HTTP/1.1\r\nHost: x\r\nCookie: s="), Buffer.from([0x80, 0xc3, 0x28, 0xff]), Buffer.from("\r\nConnection: close\r\n\r\n")]),
        "ok",
      ],
      ["a chunked POST forwarded", "POST /api/echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n5\r\nhello\r\n0\r\n\r\n", "ok"],
      ["Upgrade asked for", get("/api/x", "Upgrade: websocket\r\n").replace("Connection: close", "Connection: Upgrade, close"), "ok"],
      ["Expect 100-continue", "POST /api/x HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 2\r\nConnection: close\r\n\r\nhi", "ok"],
    ]
    const results = await inBatches(cases, 6, async ([name, data, want]) => ({ name, want, ...(await rawRequest(port, data)) }))
    for (const { name, want, status, text } of results) {
      const where = `${name} → ${status}: ${text.slice(0, 80)}`
      if (want === "4xx") {
        expect(status, where).toBeGreaterThanOrEqual(400)
        expect(status, where).toBeLessThan(500)
      } else {
        expect(status, where).toBeGreaterThanOrEqual(200)
        expect(status, where).toBeLessThan(400)
      }
      expect(text, where).not.toContain("<script>x</script>")
    }
    expect(medusaSaw.find((r) => r.url === "/api/echo")?.body).toBe("hello")
    expect(medusaSaw.some((r) => r.cookie?.includes("%E0%A4%A"))).toBe(true)
    const after = await fetch(`http://127.0.0.1:${port}/checkout`)
    expect(after.status).toBe(200)
    expect(await after.text()).toContain("<div id=root>")
  })

  it("shows a browser that followed a broken link a page of the shop with a way back, in both languages", async () => {
    for (const path of ["/%", "/products/%E0%A4", `/?q=${"x".repeat(9000)}`]) {
      const res = await rawRequest(port, get(path, "Accept: text/html,application/xhtml+xml\r\n"))
      expect([400, 414], path.slice(0, 30)).toContain(res.status)
      expect(res.text).toMatch(/content-type: text\/html/i)
      const body = Buffer.from(res.text, "latin1").toString("utf8")
      expect(body).toContain('<a href="/">Go to the shop</a>')
      expect(body).toContain("ទៅកាន់ហាង")
      // the Khmer half is drawn in the shop's own Khmer font, not as boxes on a computer without one
      expect(body).toContain('src: url("/assets/noto-sans-khmer-khmer-wght-normal-T3st.woff2") format("woff2")')
      expect(body).toMatch(/\[lang="km"\] \{[^}]*font-family: "Noto Sans Khmer",/) // first: a system font's bold drew boxes
    }
    // API clients still get the short plain answer
    expect((await rawRequest(port, get("/%"))).text).toMatch(/content-type: text\/plain/i)
  })

  it("survives clients that disconnect mid-request or mid-answer", async () => {
    const slowMedusa = createServer((req, res) => {
      res.writeHead(200, { "content-type": "text/plain" })
      res.write("part")
      setTimeout(() => res.destroy(), 50) // Medusa dies mid-answer
    })
    const slowUrl = `http://127.0.0.1:${await listen(slowMedusa)}`
    const slowShop = createStorefrontServer({ distDir: dist, medusaUrl: slowUrl })
    const slowPort = await listen(slowShop)
    const cut = (data: string) =>
      new Promise<void>((resolve) => {
        const socket = connect(slowPort, "127.0.0.1", () => {
          socket.write(data)
          setTimeout(() => {
            socket.destroy()
            resolve()
          }, 20)
        })
        socket.on("error", () => {})
      })
    await Promise.all([
      cut("POST /api/x HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\nonly a little"),
      cut("POST /api/x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhel"),
      cut("GET /assets/app.js HTTP/1.1\r\nHost: x\r\n\r\n"),
      cut("GET /api/slow HTTP/1.1\r\nHost: x\r\n\r\n"),
    ])
    const dying = await rawRequest(slowPort, get("/api/dies"))
    expect([0, 200]).toContain(dying.status)
    await new Promise((r) => setTimeout(r, 100))
    expect((await fetch(`http://127.0.0.1:${slowPort}/`)).status).toBe(200)
    slowShop.close()
    slowMedusa.close()
  })
})

describe("storefront server as a process (npm start's child)", () => {
  let child: ChildProcess

  afterAll(() => {
    child?.kill("SIGKILL")
  })

  it("keeps running after a request for /%", async () => {
    const probe = createServer()
    const port = await listen(probe) // a free port
    await new Promise((r) => probe.close(r))
    child = spawn(process.execPath, [fileURLToPath(new URL("../server.mjs", import.meta.url))], {
      env: { ...process.env, STOREFRONT_PORT: String(port), MEDUSA_URL: "http://127.0.0.1:1" },
      stdio: "ignore",
    })
    const deadline = Date.now() + 10_000
    while (!(await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false))) {
      expect(child.exitCode, "the server process exited").toBeNull()
      expect(Date.now(), "the server did not start").toBeLessThan(deadline)
      await new Promise((r) => setTimeout(r, 100))
    }
    for (const path of ["/%", "/%E0%A4%A", "/..%2f..%2fetc/passwd"]) {
      const { status } = await rawRequest(port, get(path))
      expect(status, path).toBe(400)
    }
    await new Promise((r) => setTimeout(r, 100))
    expect(child.exitCode).toBeNull()
    expect((await fetch(`http://127.0.0.1:${port}/assets/missing.js`)).status).toBe(404)
  })
})
