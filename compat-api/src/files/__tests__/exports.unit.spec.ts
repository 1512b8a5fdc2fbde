import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { ShopLocalFileService } from "../../providers/file-local/service"
import { exportFileUrl, isExportFileKey } from "../exports"

describe("Medusa's exports on the local disk", () => {
  it("serves only private CSV files by their plain name", () => {
    expect(isExportFileKey("private-1764300000000-1764300000000-order-exports.csv")).toBe(true)
    expect(isExportFileKey("private-1764300000000-1764300000000-product-exports.csv")).toBe(true)
    for (const key of ["1764300000000-order-exports.csv", "private-1764300000000-label-1042.pdf", "private-1-../../etc/passwd.csv", "private-1-a/b.csv", "private-x.csv", ""]) {
      expect(isExportFileKey(key)).toBe(false)
    }
    expect(exportFileUrl("https://api.shop.example/", "private-1-2-order-exports.csv")).toBe("https://api.shop.example/admin/shop/exports/private-1-2-order-exports.csv")
  })

  it("links an export to the admins' download route, other files as Medusa does", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "shop-files-"))
    const files = new ShopLocalFileService({}, {
      upload_dir: path.join(dir, "static"),
      private_upload_dir: path.join(dir, "static-private"),
      backend_url: "http://localhost:9000/static",
      exports_backend_url: "http://localhost:9000",
    })
    const csv = await files.upload({ filename: "1764300000000-order-exports.csv", mimeType: "text/csv", content: "Display_ID\n1042\n" } as any)
    expect(csv.url).toBe(`http://localhost:9000/admin/shop/exports/${csv.key}`)
    expect(await files.getPresignedDownloadUrl({ fileKey: csv.key })).toBe(csv.url)
    expect((await files.getAsBuffer({ fileKey: csv.key })).toString()).toBe("Display_ID\n1042\n")
    const image = await files.upload({ filename: "pepper.png", mimeType: "image/png", content: "x", access: "public" } as any)
    expect(image.url).toBe(`http://localhost:9000/static/${image.key}`)
    const label = await files.upload({ filename: "label.pdf", mimeType: "application/pdf", content: "x" } as any)
    expect(label.url).toBe(`http://localhost:9000/static/${label.key}`)
    await fs.rm(dir, { recursive: true, force: true })
  })
})
