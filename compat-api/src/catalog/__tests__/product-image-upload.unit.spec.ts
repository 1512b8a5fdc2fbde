import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { IMAGE_ERRORS, MAX_IMAGE_BYTES } from "../image-type"
import { LegacyValidationError } from "../../http/legacy-error"
import { NOT_MULTIPART, productImageUpload, readProductUpload, UNEXPECTED_FILE, uploadError } from "../product-image-upload"

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])

type Outcome = { error?: string; field?: string; fields?: Record<string, unknown>; file?: number[] | null }

/** A bare HTTP server that runs the middleware (twice, as middleware and route) or the route helper. */
function serve(mode: "middleware" | "route"): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const r = req as any
    r.is = (type: string) => ((req.headers["content-type"] ?? "").startsWith(type) ? type : false)
    const reply = (outcome: Outcome) => res.end(JSON.stringify(outcome))
    const fail = (err: unknown) =>
      reply({ error: (err as Error).message, field: (err as LegacyValidationError).fieldErrors?.[0]?.field })
    if (mode === "route") {
      try {
        const upload = await readProductUpload(r, res as any)
        return reply({ fields: upload.fields, file: upload.image ? [...upload.image] : null })
      } catch (e) {
        return fail(e)
      }
    }
    productImageUpload(r, res as any, (err?: unknown) => {
      if (err) {
        return fail(err)
      }
      // a second pass (the route after the middleware) must not read the stream again
      productImageUpload(r, res as any, (again?: unknown) =>
        again ? fail(again) : reply({ fields: { ...(r.body ?? {}) }, file: r.file ? [...r.file.buffer] : null })
      )
    })
  })
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }))
  )
}

const form = (files: [string, Buffer][], fields: Record<string, string> = { name: "Prahok" }) => {
  const data = new FormData()
  Object.entries(fields).forEach(([k, v]) => data.append(k, v))
  files.forEach(([field, bytes]) => data.append(field, new Blob([new Uint8Array(bytes)], { type: "image/png" }), "a.png"))
  return data
}

describe("product image upload", () => {
  let middleware: { url: string; server: Server }
  let route: { url: string; server: Server }

  beforeAll(async () => {
    middleware = await serve("middleware")
    route = await serve("route")
  })
  afterAll(() => {
    middleware.server.close()
    route.server.close()
  })

  const post = async (url: string, body: FormData | string, headers: Record<string, string> = {}) =>
    (await (await fetch(url, { method: "POST", body, headers })).json()) as Outcome

  it("parses the fields and the image into memory, once", async () => {
    const out = await post(middleware.url, form([["image", PNG]], { name: "Prahok", price: "$8.99" }))
    expect(out).toEqual({ fields: { name: "Prahok", price: "$8.99" }, file: [...PNG] })
  })

  it("answers a file over 5 MB with the size message as a 400, not multer's error", async () => {
    const out = await post(middleware.url, form([["image", Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)])]]))
    expect(out).toEqual({ error: IMAGE_ERRORS.tooLarge, field: "image" })
  })

  it("refuses a second file or a file in another field", async () => {
    expect(await post(middleware.url, form([["image", PNG], ["image", PNG]]))).toEqual({ error: UNEXPECTED_FILE, field: "image" })
    expect(await post(middleware.url, form([["photo", PNG]]))).toEqual({ error: UNEXPECTED_FILE, field: "image" })
  })

  it("leaves other bodies alone", async () => {
    expect(await post(middleware.url, '{"name":"x"}', { "content-type": "application/json" })).toEqual({ fields: {}, file: null })
  })

  it("lets the route read the upload itself when the middleware is not registered", async () => {
    expect(await post(route.url, form([["image", PNG]]))).toEqual({ fields: { name: "Prahok" }, file: [...PNG] })
    expect(await post(route.url, form([]))).toEqual({ fields: { name: "Prahok" }, file: null })
    expect(await post(route.url, '{"name":"x"}', { "content-type": "application/json" })).toEqual({ error: NOT_MULTIPART, field: "body" })
  })

  it("maps every multer error to a 400", () => {
    for (const code of ["LIMIT_FILE_SIZE", "LIMIT_UNEXPECTED_FILE", "LIMIT_FIELD_COUNT", "LIMIT_PART_COUNT", undefined]) {
      const err = uploadError(Object.assign(new Error("x"), { code }))
      expect(err).toBeInstanceOf(LegacyValidationError)
      expect((err as LegacyValidationError).type).toBe("invalid_data")
    }
  })
})
