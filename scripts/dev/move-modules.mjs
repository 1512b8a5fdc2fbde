// One-off refactoring aid: moves TS files and rewrites every relative import in a folder tree.
// usage: node scripts/dev/move-modules.mjs <root> <old=new> ...   (paths relative to root, no .ts)
import { readFileSync, writeFileSync, mkdirSync, renameSync, readdirSync, statSync, existsSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import { execFileSync } from "node:child_process"

const [root, ...pairs] = process.argv.slice(2)
const moves = new Map(pairs.map((p) => p.split("=").map((x) => resolve(root, x))))
const walk = (d) => readdirSync(d).flatMap((f) => {
  const p = join(d, f)
  if (f === "node_modules" || f === ".medusa") return []
  return statSync(p).isDirectory() ? walk(p) : /\.(ts|tsx)$/.test(f) ? [p] : []
})
const files = walk(resolve(root))
const target = (abs) => moves.get(abs) ?? abs
const spec = (fromFile, toAbs) => {
  let r = relative(dirname(fromFile), toAbs)
  if (!r.startsWith(".")) r = "./" + r
  return r
}
for (const file of files) {
  const src = readFileSync(file, "utf8")
  const newFile = target(file.replace(/\.tsx?$/, "")) + file.match(/\.tsx?$/)[0]
  const out = src.replace(/((?:from|import|require\(|mock\(|jest\.mock\()\s*["'])(\.{1,2}\/[^"']+)(["'])/g, (m, a, p, b) => {
    const abs = resolve(dirname(file), p)
    const t = target(abs)
    return a + spec(newFile, t) + b
  })
  if (out !== src) writeFileSync(file, out)
}
for (const [from, to] of moves) {
  for (const ext of [".ts", ".tsx"]) {
    if (existsSync(from + ext)) {
      mkdirSync(dirname(to), { recursive: true })
      execFileSync("git", ["mv", from + ext, to + ext])
    }
  }
}
