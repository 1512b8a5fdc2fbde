// @vitest-environment node
// npm start's reading of the file storage (scripts/lib/file-storage.mjs): the line it prints and its
// refusal to start with S3_BUCKET but no keys (the same rules as compat-api's fileProviderFromEnv).
import { describe, expect, it } from "vitest"
// @ts-expect-error plain ESM module without types
import { fileStorageLine, fileStorageProblem } from "../file-storage.mjs"
// @ts-expect-error plain ESM module without types
import { shopUrls } from "../shop-urls.mjs"

const keys = { S3_ACCESS_KEY_ID: "AKIA_TEST", S3_SECRET_ACCESS_KEY: "very-secret" }

describe("npm start's file storage", () => {
  it("says files stay on the local disk without S3_BUCKET", () => {
    expect(fileStorageLine({})).toBe("Files:          local folder medusa-backend/static (no S3_BUCKET)")
    expect(fileStorageProblem({})).toBeNull()
  })

  it("names the bucket, endpoint and public URL, never the keys", () => {
    const minio = fileStorageLine({ S3_BUCKET: "shop", S3_ENDPOINT: "http://minio:9000", S3_PREFIX: "shop/", ...keys })
    expect(minio).toBe("Files:          S3 bucket shop (prefix shop/) at http://minio:9000, served from http://minio:9000/shop")
    expect(fileStorageLine({ S3_BUCKET: "b", S3_REGION: "eu-west-3", ...keys })).toBe(
      "Files:          S3 bucket b at AWS eu-west-3, served from https://b.s3.eu-west-3.amazonaws.com"
    )
    expect(fileStorageLine({ S3_BUCKET: "b", S3_FILE_URL: "https://cdn.example/", ...keys })).toContain("served from https://cdn.example")
    expect(minio).not.toMatch(/AKIA|secret/)
  })

  it("refuses S3_BUCKET without its keys, naming the missing variable", () => {
    expect(fileStorageProblem({ S3_BUCKET: "shop", S3_ACCESS_KEY_ID: "k" })).toMatch(/but S3_SECRET_ACCESS_KEY is not set/)
    expect(fileStorageProblem({ S3_BUCKET: "shop" })).toMatch(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are not set/)
    expect(fileStorageProblem({ S3_BUCKET: "shop", ...keys })).toBeNull()
  })
})

describe("npm start's shop addresses", () => {
  it("gives Medusa the storefront's own address for the links it writes (e-mails), on any STOREFRONT_PORT", () => {
    const urls = shopUrls({}, { storefrontPort: 8216, backendUrl: "http://localhost:9216" })
    expect(urls).toEqual({
      STOREFRONT_URL: "http://localhost:8216",
      STORE_CORS: "http://localhost:8216",
      ADMIN_CORS: "http://localhost:9216,http://localhost:8216",
      AUTH_CORS: "http://localhost:9216,http://localhost:8216",
    })
    expect(shopUrls({ STOREFRONT_URL: "https://shop.example" }, { storefrontPort: 8000, backendUrl: "http://localhost:9000" }).STOREFRONT_URL).toBe("https://shop.example")
  })
})
