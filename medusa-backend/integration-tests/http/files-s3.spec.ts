import { readdirSync } from "node:fs"
import { shopIntegrationRunner } from "../helpers/runner"
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3"
import { solidPng } from "../../../scripts/lib/png.cjs"
import { expectStatus, seededShipping } from "../helpers/shipping"
import { useUploadDir } from "../helpers/shop"
import { startLocalS3, type LocalS3 } from "../helpers/s3"

jest.setTimeout(240_000)

/**
 * Files on S3 (S3_BUCKET set): product images and shipping labels go to the bucket of a local
 * S3-compatible server (s3rver behind a front enforcing object ACLs, helpers/s3.ts), through
 * Medusa's own S3 provider, and nothing to the local upload folder.
 */
delete process.env.SHIPPO_API_KEY
delete process.env.SHIPPO_API_URL
const UPLOAD_DIR = useUploadDir("files-s3-uploads-")
const BUCKET = "shop-test"
const PREFIX = "shop/"
let s3: LocalS3

// Before the runner's own beforeAll, which reads medusa-config.ts (fileProviderFromEnv).
beforeAll(async () => {
  s3 = await startLocalS3(BUCKET)
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_PREFIX: PREFIX,
  })
})
afterAll(async () => {
  for (const name of ["S3_BUCKET", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PREFIX"]) delete process.env[name]
  await s3?.close()
})

const client = () =>
  new S3Client({
    endpoint: s3.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  })
const bucketKeys = async () => ((await client().send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key!)

shopIntegrationRunner({
  testSuite: ({ api, getContainer }) => {
    const h = seededShipping(api as any, getContainer)

    it("stores a back-office product image in the bucket; the menu shows its public S3 URL, which serves the same bytes; fix-images checks the bucket", async () => {
      const image = solidPng(3, 2, [10, 120, 200])
      const categories = (await api.get("/api/categories")).data as { id: string; slug: string }[]
      const categoryId = categories.find((c) => c.slug === "cambodian-spices")!.id
      const form = new FormData()
      for (const [k, v] of Object.entries({ name: "Mondulkiri Wild Honey", description: "Forest honey from Mondulkiri.", price: "$6.00", categoryId, isNew: "true", isPopular: "false" })) form.append(k, v)
      form.append("image", new Blob([new Uint8Array(image)], { type: "image/png" }), "salt.png")
      const created = await api.post("/api/upload-product", form, await h.bearer())
      expect([created.status, created.data?.error]).toEqual([201, undefined])

      const fileUrl = `${s3.endpoint}/${BUCKET}/`
      const imageUrl: string = created.data.imageUrl
      // Medusa's S3 provider: <public URL>/<prefix><name>-<ulid>.png
      expect(imageUrl).toMatch(new RegExp(`^${fileUrl}${PREFIX}mondulkiri-wild-honey-\\w+\\.png$`))
      const key = decodeURIComponent(imageUrl.slice(fileUrl.length))
      // the seed's pictures went to the bucket too
      const keys = await bucketKeys()
      expect(keys).toContain(key)
      expect(s3.aclOf(key)).toBe("public-read")
      expect(keys.filter((k) => k.endsWith(".svg")).length).toBeGreaterThan(5)
      expect(keys.every((k) => k.startsWith(PREFIX))).toBe(true)

      const menu = (await api.get("/api/menu-items")).data as { id: string; imageUrl: string }[]
      expect(menu.find((m) => m.id === created.data.id)?.imageUrl).toBe(imageUrl)
      expect(menu.every((m) => m.imageUrl.startsWith(fileUrl))).toBe(true)

      // what a shopper's browser gets: the public object, without credentials
      const res = await fetch(imageUrl)
      expect(res.status).toBe(200)
      expect(res.headers.get("content-type")).toBe("image/png")
      expect(Buffer.from(await res.arrayBuffer()).equals(image)).toBe(true)

      // the "check images" utility reads the bucket: nothing missing, then the lost object is found
      expect((await api.get("/api/fix-images", await h.bearer())).data).toMatchObject({ success: true, fixed: 0 })
      await client().send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }))
      const fixed = await api.get("/api/fix-images", await h.bearer())
      expect(fixed.data).toMatchObject({ success: true, fixed: 1, fixedProducts: [{ id: created.data.id, name: "Mondulkiri Wild Honey" }] })

      expect(readdirSync(UPLOAD_DIR)).toEqual([])
    })

    it("stores a bought label privately in the bucket: downloaded by staff through the shop, refused at its object URL", async () => {
      const before = new Set(await bucketKeys())
      const o = await h.placeOrder()
      const quote = await api.post("/api/shipping/shippo/get-rates", { orderId: o.id, packageType: "medium_flat_rate_box", estimatedWeight: "2" }, await h.bearer())
      expectStatus(quote)
      const bought = await api.post(
        "/api/shipping/shippo/create-label",
        { orderId: o.id, rateId: quote.data.rates[0].id, packageType: "medium_flat_rate_box" },
        await h.bearer()
      )
      expectStatus(bought)
      // the order's label address is the shop's staff-only label route
      expect(bought.data.labelUrl).toBe(`/api/shipping/labels/${o.id}?inline=shipping-label-order-${o.id}.pdf`)

      const added = (await bucketKeys()).filter((k) => !before.has(k))
      expect(added).toEqual([expect.stringMatching(new RegExp(`^${PREFIX}shipping-label-order-${o.id}-\\w+\\.pdf$`))])
      expect(s3.aclOf(added[0])).toBe("private")

      const file = await api.get(`/api/shipping/labels/${o.id}`, { ...(await h.bearer()), responseType: "arraybuffer" })
      expect(file.status).toBe(200)
      expect(file.headers["content-type"]).toBe("application/pdf")
      const viewed = await api.get(bought.data.labelUrl, { ...(await h.bearer()), responseType: "arraybuffer" })
      expect([viewed.status, viewed.headers["content-disposition"]]).toEqual([200, `inline; filename="shipping-label-order-${o.id}.pdf"`])
      expect(Buffer.from(viewed.data).equals(Buffer.from(file.data))).toBe(true)
      // byte for byte the object in the bucket (read with the keys)
      const stored = await client().send(new GetObjectCommand({ Bucket: BUCKET, Key: added[0] }))
      expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(Buffer.from(file.data))).toBe(true)

      // without a staff session the shop refuses, and so does the bucket without credentials
      expect([401, 403]).toContain((await api.get(`/api/shipping/labels/${o.id}`, { validateStatus: () => true })).status)
      const raw = await fetch(`${s3.endpoint}/${BUCKET}/${added[0]}`)
      expect(raw.status).toBe(403)

      expect(readdirSync(UPLOAD_DIR)).toEqual([])
    })
  },
})
