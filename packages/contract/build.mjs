// Builds @shop/contract for its three kinds of readers: dist/cjs (CommonJS: compat-api's plugin and
// medusa-backend `require` it), dist/esm (ES modules: the storefront's and Medusa admin's Vite
// bundles, vitest) and dist/types (declarations for every TypeScript client). Two tsc runs over
// the same sources; each output folder says its module kind in its own package.json. The build
// goes to a folder of its own and replaces dist at the end, so that tests and servers reading the
// contract meanwhile never find it half-built.
import { spawnSync } from "node:child_process"
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

const here = dirname(fileURLToPath(import.meta.url))
const dist = join(here, "dist")
const next = join(here, `.dist-${process.pid}`)
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc")

function run(label, args) {
  const result = spawnSync(process.execPath, [tsc, "-p", join(here, "tsconfig.json"), "--noEmit", "false", ...args], { stdio: "inherit", cwd: here })
  if (result.status !== 0) {
    rmSync(next, { recursive: true, force: true })
    console.error(`@shop/contract: the ${label} build failed`)
    process.exit(result.status ?? 1)
  }
}

rmSync(next, { recursive: true, force: true })
run("CommonJS", ["--module", "CommonJS", "--moduleResolution", "Node10", "--outDir", join(next, "cjs"), "--declaration", "--declarationDir", join(next, "types")])
run("ES module", ["--module", "ES2020", "--moduleResolution", "Bundler", "--outDir", join(next, "esm")])
for (const [dir, type] of [["cjs", "commonjs"], ["esm", "module"]]) {
  mkdirSync(join(next, dir), { recursive: true })
  writeFileSync(join(next, dir, "package.json"), `${JSON.stringify({ type }, null, 2)}\n`)
}
const old = join(here, `.dist-old-${process.pid}`)
try {
  renameSync(dist, old)
} catch {
  // no dist yet
}
renameSync(next, dist)
rmSync(old, { recursive: true, force: true })
console.log("@shop/contract: built dist/cjs, dist/esm and dist/types")
