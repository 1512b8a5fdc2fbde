// Which file storage `npm start` runs with (the same reading of S3_* as compat-api's
// fileProviderFromEnv, src/files/file-provider.ts, which medusa-config.ts uses): a plain script,
// so the line and the check work before the plugins are built.

const value = (env, name) => env[name]?.trim() || undefined

/** A message naming the missing S3 variable(s) when S3_BUCKET is set without its keys, else null. */
export function fileStorageProblem(env = process.env) {
  const bucket = value(env, "S3_BUCKET")
  if (!bucket) return null
  const missing = ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"].filter((name) => !value(env, name))
  return missing.length
    ? `S3_BUCKET is set (${bucket}), so files go to S3, but ${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} not set. Set the bucket's access keys, or unset S3_BUCKET to keep files on the local disk.`
    : null
}

/** The line npm start prints: the local folder, or the bucket, its endpoint and the public URL. Never the keys. */
export function fileStorageLine(env = process.env) {
  const bucket = value(env, "S3_BUCKET")
  if (!bucket) return `Files:          local folder medusa-backend/${value(env, "FILE_UPLOAD_DIR") || "static"} (no S3_BUCKET)`
  const endpoint = value(env, "S3_ENDPOINT")
  const region = value(env, "S3_REGION") || "us-east-1"
  const fileUrl = (value(env, "S3_FILE_URL") || (endpoint ? `${endpoint.replace(/\/+$/, "")}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`)).replace(/\/+$/, "")
  const prefix = value(env, "S3_PREFIX") || ""
  return `Files:          S3 bucket ${bucket}${prefix ? ` (prefix ${prefix})` : ""} at ${endpoint || `AWS ${region}`}, served from ${fileUrl}`
}
