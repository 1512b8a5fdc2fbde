import { fileProviderFromEnv } from "../file-provider"

const keys = { S3_ACCESS_KEY_ID: "AKIA_TEST", S3_SECRET_ACCESS_KEY: "secret" }

describe("fileProviderFromEnv", () => {
  it("keeps files on the local disk without S3_BUCKET, private files in a folder Medusa does not serve", () => {
    expect(fileProviderFromEnv({})).toEqual({
      resolve: "compat-api/providers/file-local",
      id: "local",
      options: { upload_dir: "static", private_upload_dir: "static-private", backend_url: "http://localhost:9000/static", exports_backend_url: "http://localhost:9000" },
    })
    expect(
      fileProviderFromEnv({ FILE_UPLOAD_DIR: "/srv/uploads/", MEDUSA_BACKEND_URL: "https://api.shop.example/", S3_ACCESS_KEY_ID: "x" }).options
    ).toEqual({
      upload_dir: "/srv/uploads/",
      private_upload_dir: "/srv/uploads-private",
      backend_url: "https://api.shop.example/static",
      exports_backend_url: "https://api.shop.example",
    })
    expect(fileProviderFromEnv({ FILE_BACKEND_URL: "https://cdn.example/static" }).options).toMatchObject({ backend_url: "https://cdn.example/static" })
  })

  it("uses AWS S3 with its defaults when only the bucket and keys are set", () => {
    expect(fileProviderFromEnv({ S3_BUCKET: "shop-files", ...keys })).toEqual({
      resolve: "@medusajs/medusa/file-s3",
      id: "s3",
      options: {
        file_url: "https://shop-files.s3.us-east-1.amazonaws.com",
        access_key_id: "AKIA_TEST",
        secret_access_key: "secret",
        region: "us-east-1",
        bucket: "shop-files",
        additional_client_config: { forcePathStyle: false },
      },
    })
    expect(fileProviderFromEnv({ S3_BUCKET: "b", S3_REGION: "ap-southeast-1", ...keys }).options).toMatchObject({
      region: "ap-southeast-1",
      file_url: "https://b.s3.ap-southeast-1.amazonaws.com",
    })
  })

  it("fits Cloudflare R2: endpoint, region auto, no ACL, a public URL of its own, a key prefix", () => {
    const entry = fileProviderFromEnv({
      S3_BUCKET: "shop",
      S3_REGION: "auto",
      S3_ENDPOINT: "https://acc123.r2.cloudflarestorage.com",
      S3_FILE_URL: "https://files.shop.example/",
      S3_PREFIX: "shop/",
      S3_ACL: "false",
      ...keys,
    })
    expect(entry.options).toEqual({
      file_url: "https://files.shop.example",
      access_key_id: "AKIA_TEST",
      secret_access_key: "secret",
      region: "auto",
      bucket: "shop",
      endpoint: "https://acc123.r2.cloudflarestorage.com",
      prefix: "shop/",
      acl: false,
      additional_client_config: { forcePathStyle: true },
    })
  })

  it("fits MinIO: path-style URLs under the endpoint by default, S3_FORCE_PATH_STYLE can turn that off", () => {
    const minio = { S3_BUCKET: "shop", S3_ENDPOINT: "http://minio:9000/", ...keys }
    expect(fileProviderFromEnv(minio).options).toMatchObject({
      endpoint: "http://minio:9000/",
      file_url: "http://minio:9000/shop",
      additional_client_config: { forcePathStyle: true },
    })
    expect(fileProviderFromEnv({ ...minio, S3_FORCE_PATH_STYLE: "false" }).options).toMatchObject({ additional_client_config: { forcePathStyle: false } })
    expect(fileProviderFromEnv({ S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "true", ...keys }).options).toMatchObject({ additional_client_config: { forcePathStyle: true } })
    expect(fileProviderFromEnv({ ...minio, S3_ACL: "true" }).options).not.toHaveProperty("acl")
  })

  it("refuses to boot with S3_BUCKET but no keys, naming what is missing", () => {
    expect(() => fileProviderFromEnv({ S3_BUCKET: "shop" })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are not set/)
    expect(() => fileProviderFromEnv({ S3_BUCKET: "shop", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: " " })).toThrow(
      /but S3_SECRET_ACCESS_KEY is not set/
    )
    expect(() => fileProviderFromEnv({ S3_BUCKET: "shop", S3_SECRET_ACCESS_KEY: "s" })).toThrow(/but S3_ACCESS_KEY_ID is not set/)
    // an empty S3_BUCKET is no bucket
    expect(fileProviderFromEnv({ S3_BUCKET: "  " }).id).toBe("local")
  })
})
