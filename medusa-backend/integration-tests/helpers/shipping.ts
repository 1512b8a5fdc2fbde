import { inflateSync } from "node:zlib"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ensureAdminUser } from "../../src/scripts/admin-user"
import { ORDER_DESK_MODULE } from "../../src/modules/order-desk"
import type OrderDeskModuleService from "../../src/modules/order-desk/service"
import { decodeCode128 } from "../../src/modules/shipping/label/code128"

/** Helpers of the shipping specs (shipping.spec.ts with the fake Shippo, shipping-sandbox.spec.ts). */
export const ADMIN = { username: "sophea", email: "sophea@example.com", password: "num-banh-chok-7" }

type Api = { get: Function; post: Function; patch: Function }

export const any = { validateStatus: () => true }

export function shippingHelpers(api: Api, getContainer: () => MedusaContainer) {
  const container = () => getContainer()
  const desk = () => container().resolve<OrderDeskModuleService>(ORDER_DESK_MODULE)
  let token: string | undefined
  let seq = 1_900_000_000_000 + Math.floor(Math.random() * 1_000_000)

  /** Creates the admin user: call it in beforeAll, so it is in the database snapshot every test starts from. */
  const setup = async () => {
    await ensureAdminUser(container(), ADMIN)
    const { data } = await api.post("/auth/user/emailpass", { email: ADMIN.username, password: ADMIN.password })
    token = data.token as string
  }

  /** A Medusa admin bearer token (no XSRF header needed). */
  const bearer = async () => {
    if (!token) throw new Error("call setup() in beforeAll first")
    return { ...any, headers: { authorization: `Bearer ${token}` } }
  }

  /** POST /api/orders (Zelle, one item), then waits until the placement worker made the Medusa order. */
  const placeOrder = async (quantity = 1) => {
    const menu = (await api.get("/api/menu-items")).data as { id: string; name: string; price: number }[]
    const [a] = menu.filter((m) => Number(m.price) < 20)
    const subtotal = Math.round(a.price * 100) * quantity
    const total = (subtotal + (subtotal < 15000 ? 1000 : 1500)) / 100
    const res = await api.post("/api/orders", {
      customerName: "Sokha Chan",
      customerEmail: "sokha@example.com",
      customerPhone: "5625550100",
      deliveryAddress: "1450 E Anaheim St, Long Beach, CA, 90813",
      totalAmount: total.toFixed(2),
      paymentMethod: "zelle",
      paymentStatus: "paid",
      paymentSessionId: `manual_zelle_${seq++}`,
      orderItems: [{ id: a.id, name: a.name, price: a.price, quantity }],
      notes: null,
      paymentConfirmed: true,
    })
    if (res.status !== 201) throw new Error(`POST /api/orders answered ${res.status}: ${JSON.stringify(res.data)}`)
    const id = res.data.id as number
    for (let i = 0; i < 600; i++) {
      const [entry] = await desk().listOrderDeskEntries({ order_display_id: id })
      if (entry?.placement === "placed") return { id, orderId: entry.order_id as string }
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error(`order ${id} was not placed`)
  }

  /** The Medusa order's fulfillments with their labels. */
  const fulfillmentsOf = async (orderId: string) => {
    const query = container().resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: [
        "id",
        "fulfillments.id",
        "fulfillments.provider_id",
        "fulfillments.shipped_at",
        "fulfillments.canceled_at",
        "fulfillments.data",
        "fulfillments.labels.*",
      ],
      filters: { id: orderId },
    })
    return ((data[0] as any)?.fulfillments ?? []) as {
      id: string
      provider_id: string
      shipped_at: string | null
      canceled_at: string | null
      data: Record<string, any>
      labels: { id: string; tracking_number: string; tracking_url: string; label_url: string }[]
    }[]
  }

  /**
   * The order's fulfillments once the label call's Medusa fulfillment is recorded (the call answers
   * as soon as the label is bought; the fulfillment follows).
   */
  const labeledFulfillments = async (orderId: string, displayId: number) => {
    for (let i = 0; i < 300; i++) {
      const [entry] = await desk().listOrderDeskEntries({ order_display_id: displayId })
      const shipping = (entry?.metadata as any)?.shipping
      if (shipping?.fulfillment_id || shipping?.fulfillment_error) break
      await new Promise((r) => setTimeout(r, 50))
    }
    return fulfillmentsOf(orderId)
  }

  const legacyOrder = async (id: number) => {
    const { data } = await api.get("/api/orders", await bearer())
    return (data as any[]).find((o) => o.id === id)
  }

  return { setup, desk, bearer, placeOrder, fulfillmentsOf, labeledFulfillments, legacyOrder }
}

/** PNG chunks of a buffer. */
export function pngChunks(buf: Buffer) {
  const chunks: { type: string; data: Buffer }[] = []
  let o = 8
  while (o < buf.length) {
    const len = buf.readUInt32BE(o)
    chunks.push({ type: buf.toString("latin1", o + 4, o + 8), data: buf.subarray(o + 8, o + 8 + len) })
    o += 12 + len
  }
  return chunks
}

/**
 * Decodes a 1-bit greyscale PNG whose rows all use filter None (what the shop's encoder writes) to
 * one byte per pixel, and reads the Code 128 barcode crossing row `y`.
 */
export function readBarcodeRow(buf: Buffer, y: number): string {
  const chunks = pngChunks(buf)
  const ihdr = chunks.find((c) => c.type === "IHDR")!.data
  const width = ihdr.readUInt32BE(0)
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === "IDAT").map((c) => c.data)))
  const rowBytes = Math.ceil(width / 8)
  const row = raw.subarray(y * (rowBytes + 1), (y + 1) * (rowBytes + 1))
  if (row[0] !== 0) throw new Error(`row ${y} uses filter ${row[0]}`)
  const black = (x: number) => !(row[1 + (x >> 3)] & (0x80 >> (x & 7)))
  // Runs between the first and the last black pixel, inside the frame (skip the border lines).
  const xs: number[] = []
  for (let x = 60; x < width - 60; x++) if (black(x)) xs.push(x)
  if (!xs.length) throw new Error(`no bars on row ${y}`)
  const runs: number[] = []
  let current = true
  let n = 0
  for (let x = xs[0]; x <= xs[xs.length - 1] + 1; x++) {
    const b = x <= xs[xs.length - 1] && black(x)
    if (b === current) n++
    else {
      runs.push(n)
      current = b
      n = 1
    }
  }
  const module = Math.min(...runs)
  return decodeCode128(runs.map((r) => Math.round(r / module)))
}

/** The first Code 128 barcode found scanning the label's rows from the top. */
export function findBarcode(buf: Buffer): string {
  const height = pngChunks(buf).find((c) => c.type === "IHDR")!.data.readUInt32BE(4)
  for (let y = 0; y < height; y += 5) {
    try {
      return readBarcodeRow(buf, y)
    } catch {
      // not a barcode row
    }
  }
  throw new Error("no readable barcode")
}

/** Fails with the answer's body when the status is not the expected one. */
export function expectStatus(res: { status: number; data: unknown }, status = 200) {
  if (res.status !== status) {
    throw new Error(`expected HTTP ${status}, got ${res.status}: ${JSON.stringify(res.data)}`)
  }
}
