import { mkdtempSync, rmSync } from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
// s3rver: a local S3-compatible server (real S3 REST API, SigV4 checked with its account S3RVER/S3RVER).
const S3rver = require("s3rver")

/**
 * A local S3 for one spec file: s3rver, behind a small front that adds what s3rver leaves out,
 * S3's object ACLs: an object stored with `x-amz-acl: private` (or no ACL) is refused (403
 * AccessDenied) to a request without credentials, a `public-read` one is served. Signed requests
 * (the shop's, through Medusa's S3 provider) pass as they are.
 */
export type LocalS3 = {
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  /** The ACL an object was stored with (`/bucket/key`), as S3 would apply it. */
  aclOf: (key: string) => string | undefined
  close: () => Promise<void>
}

export async function startLocalS3(bucket: string): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), "s3rver-"))
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] })
  const { port: s3Port } = (await server.run()) as AddressInfo
  const acls = new Map<string, string>()

  const front = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://s3.local")
    const key = decodeURIComponent(url.pathname)
    const signed = Boolean(req.headers.authorization) || url.searchParams.has("X-Amz-Signature")
    // PutObject (`?x-id=PutObject`) and CreateMultipartUpload (`POST ?uploads`) carry the object's ACL
    const storing = (req.method === "PUT" && !url.searchParams.has("uploadId") && !url.searchParams.has("acl")) || (req.method === "POST" && url.searchParams.has("uploads"))
    if (storing) {
      acls.set(key, String(req.headers["x-amz-acl"] ?? "private"))
    }
    if ((req.method === "GET" || req.method === "HEAD") && !signed && acls.get(key) !== "public-read") {
      res.writeHead(403, { "Content-Type": "application/xml" })
      res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>`)
      return
    }
    // the Host header goes on as the client signed it
    const upstream = http.request({ host: "127.0.0.1", port: s3Port, method: req.method, path: req.url, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers)
      up.pipe(res)
    })
    upstream.on("error", (e) => {
      res.writeHead(502)
      res.end(String(e))
    })
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve))
  const { port } = front.address() as AddressInfo

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    aclOf: (key) => acls.get(`/${bucket}/${key}`),
    close: async () => {
      await new Promise((resolve) => front.close(resolve))
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
