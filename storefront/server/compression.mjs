// Compression for the storefront server. Text files in dist/ get brotli and gzip copies beside them
// (app.js.br, app.js.gz), which sirv serves to browsers that accept them; the copies carry their
// file's modification time, so a file rebuilt in place gets new ones. Pages made per request
// (product pages, the sitemap) are compressed on the way out.
import { readFile, rename, stat, utimes, writeFile } from "node:fs/promises"
import { promisify } from "node:util"
import { brotliCompress, constants as zlib, gzip } from "node:zlib"

/** Files worth compressing: text, from 1 KB (below that the copy would save next to nothing). */
const TEXT = /\.(?:js|css|html|svg|json|webmanifest|txt)$/
const MIN_BYTES = 1024

/** The encoding to answer with for an Accept-Encoding header: "br" (preferred), "gzip" or null. */
export function pickEncoding(header) {
  const weights = new Map()
  for (const part of String(header ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.split(";").map((s) => s.trim())
    const q = params.map((p) => p.match(/^q=([0-9.]+)$/)?.[1]).find(Boolean)
    if (name) {
      weights.set(name, q === undefined ? 1 : Number(q))
    }
  }
  const weight = (name) => weights.get(name) ?? weights.get("*") ?? 0
  const [br, gz] = [weight("br"), weight("gzip")]
  return br > 0 && br >= gz ? "br" : gz > 0 ? "gzip" : null
}

/** `body` brotli- or gzip-encoded: at the best setting for files kept on disk, quicker for pages made per request. */
export function compress(body, encoding, { best = false } = {}) {
  if (encoding === "br") {
    const quality = best ? zlib.BROTLI_MAX_QUALITY : 6
    return promisify(brotliCompress)(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
    })
  }
  return promisify(gzip)(body, { level: best ? 9 : 6 })
}

/**
 * Makes sure a file has up-to-date .br and .gz copies beside it (a no-op for other files). Calls for
 * the same file share one run; never rejects: a file without copies just goes out as it is.
 */
export function precompressor() {
  const running = new Map()
  return (file) => {
    if (!TEXT.test(file)) {
      return Promise.resolve()
    }
    if (!running.has(file)) {
      running.set(file, writeCopies(file).catch(() => {}).finally(() => running.delete(file)))
    }
    return running.get(file)
  }
}

async function writeCopies(file) {
  const source = await stat(file)
  if (!source.isFile() || source.size < MIN_BYTES) {
    return
  }
  let raw
  for (const [encoding, ext] of [["br", ".br"], ["gzip", ".gz"]]) {
    const copy = `${file}${ext}`
    const old = await stat(copy).catch(() => null)
    // the copy carries its file's mtime (to the microsecond utimes keeps)
    if (old && Math.abs(old.mtimeMs - source.mtimeMs) < 1) {
      continue
    }
    raw ??= await readFile(file)
    // written aside and renamed, so that sirv never sends half a copy
    const tmp = `${copy}.${process.pid}.tmp`
    await writeFile(tmp, await compress(raw, encoding, { best: true }))
    await utimes(tmp, source.atime, source.mtime)
    await rename(tmp, copy)
  }
}
