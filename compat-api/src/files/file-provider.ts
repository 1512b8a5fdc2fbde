/**
 * Where the shop's files live (product images, back-office uploads, shipping labels): Medusa's
 * File Module with one provider, chosen from the environment in medusa-config.ts.
 *
 * - Without S3_BUCKET: the local provider (zero-config default), files in FILE_UPLOAD_DIR (default
 *   `static` in the folder Medusa runs from), served by Medusa under /static. Private files (labels)
 *   go to the folder next to it, `<FILE_UPLOAD_DIR>-private` (`static-private`), which nothing serves:
 *   Medusa's /static serves every subfolder of `static`, dot-folders included. Medusa's own CSV
 *   exports, private too, are downloaded by admins through /admin/shop/exports (files/exports.ts).
 * - With S3_BUCKET: Medusa's S3 provider (AWS S3, Cloudflare R2, MinIO, any S3-compatible server),
 *   so every server host sees the same files.
 *
 * Pure: reads only `env` (tests pass their own).
 */

export type FileEnv = Record<string, string | undefined>

export type S3ProviderOptions = {
  file_url: string
  access_key_id: string
  secret_access_key: string
  region: string
  bucket: string
  endpoint?: string
  prefix?: string
  acl?: false
  additional_client_config: { forcePathStyle: boolean }
}

export type LocalProviderOptions = { upload_dir: string; private_upload_dir: string; backend_url: string; exports_backend_url: string }

export type FileProviderEntry =
  | { resolve: "@medusajs/medusa/file-s3"; id: "s3"; options: S3ProviderOptions }
  | { resolve: "compat-api/providers/file-local"; id: "local"; options: LocalProviderOptions }

const value = (env: FileEnv, name: string) => env[name]?.trim() || undefined
const trimSlash = (s: string) => s.replace(/\/+$/, "")

/** The flag's value: `false`/`0`/`no`/`off` are false, `true`/`1`/`yes`/`on` true, else the fallback. */
function flag(raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined) return fallback
  if (/^(false|0|no|off)$/i.test(raw)) return false
  if (/^(true|1|yes|on)$/i.test(raw)) return true
  return fallback
}

/** The base URL local files are served from (FILE_BACKEND_URL, else MEDUSA_BACKEND_URL/static). */
export function localFileUrl(env: FileEnv = process.env): string {
  return value(env, "FILE_BACKEND_URL") || `${trimSlash(value(env, "MEDUSA_BACKEND_URL") || "http://localhost:9000")}/static`
}

/** The public base URL of S3 files: S3_FILE_URL, else the endpoint's path-style URL, else AWS's virtual-host URL. */
export function s3FileUrl(env: FileEnv = process.env): string | undefined {
  const bucket = value(env, "S3_BUCKET")
  if (!bucket) return undefined
  const explicit = value(env, "S3_FILE_URL")
  if (explicit) return trimSlash(explicit)
  const endpoint = value(env, "S3_ENDPOINT")
  if (endpoint) return `${trimSlash(endpoint)}/${bucket}`
  return `https://${bucket}.s3.${value(env, "S3_REGION") || "us-east-1"}.amazonaws.com`
}

/**
 * The file module's one provider for medusa-config.ts: S3 when S3_BUCKET is set (throws, naming
 * the variable, when its keys are missing), else the local folder.
 */
export function fileProviderFromEnv(env: FileEnv = process.env): FileProviderEntry {
  const bucket = value(env, "S3_BUCKET")
  if (!bucket) {
    const uploadDir = value(env, "FILE_UPLOAD_DIR") || "static"
    return {
      // Medusa's local provider, with links to its private exports that work (providers/file-local).
      resolve: "compat-api/providers/file-local",
      id: "local",
      options: {
        upload_dir: uploadDir,
        // Medusa's default puts private files in <cwd>/static, served to anyone who knows the name.
        private_upload_dir: `${trimSlash(uploadDir)}-private`,
        backend_url: localFileUrl(env),
        exports_backend_url: trimSlash(value(env, "MEDUSA_BACKEND_URL") || "http://localhost:9000"),
      },
    }
  }
  const missing = ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"].filter((name) => !value(env, name))
  if (missing.length) {
    throw new Error(
      `S3_BUCKET is set (${bucket}), so files go to S3, but ${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} not set. ` +
        "Set the bucket's access keys, or unset S3_BUCKET to keep files on the local disk."
    )
  }
  const endpoint = value(env, "S3_ENDPOINT")
  const prefix = value(env, "S3_PREFIX")
  return {
    resolve: "@medusajs/medusa/file-s3",
    id: "s3",
    options: {
      file_url: s3FileUrl(env)!,
      access_key_id: value(env, "S3_ACCESS_KEY_ID")!,
      secret_access_key: value(env, "S3_SECRET_ACCESS_KEY")!,
      region: value(env, "S3_REGION") || "us-east-1",
      bucket,
      ...(endpoint ? { endpoint } : {}),
      ...(prefix ? { prefix } : {}),
      // Buckets that refuse ACLs (R2, S3's BucketOwnerEnforced): no ACL header at all.
      ...(flag(value(env, "S3_ACL"), true) ? {} : { acl: false as const }),
      additional_client_config: { forcePathStyle: flag(value(env, "S3_FORCE_PATH_STYLE"), Boolean(endpoint)) },
    },
  }
}
