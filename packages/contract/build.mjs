// Builds @shop/contract for its three kinds of readers: dist/cjs (CommonJS: compat-api's plugin and
// medusa-backend `require` it), dist/esm (ES modules: the storefront's and Medusa admin's Vite
// bundles, vitest) and dist/types (declarations for every TypeScript client). Two tsc runs over
// the same sources; each output folder says its module kind in its own package.json.
import { spawnSync } from "node:child_process"
import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

const here = dirname(fileURLToPath(import.meta.url))
const dist = join(here, "dist")
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc")

function run(label, args) {
  const result = spawnSync(process.execPath, [tsc, "-p", join(here, "tsconfig.json"), "--noEmit", "false", ...args], { stdio: "inherit", cwd: here })
  if (result.status !== 0) {
    console.error(`@shop/contract: the ${label} build failed`)
    process.exit(result.status ?? 1)
  }
}

rmSync(dist, { recursive: true, force: true })
run("CommonJS", ["--module", "CommonJS", "--moduleResolution", "Node10", "--outDir", join(dist, "cjs"), "--declaration", "--declarationDir", join(dist, "types")])
run("ES module", ["--module", "ES2020", "--moduleResolution", "Bundler", "--outDir", join(dist, "esm")])
for (const [dir, type] of [["cjs", "commonjs"], ["esm", "module"]]) {
  mkdirSync(join(dist, dir), { recursive: true })
  writeFileSync(join(dist, dir, "package.json"), `${JSON.stringify({ type }, null, 2)}\n`)
}
console.log("@shop/contract: built dist/cjs, dist/esm and dist/types")
