import { readdirSync } from "node:fs"
import { join } from "node:path"

/**
 * Medusa records every module's executed migrations by name in one table (mikro_orm_migrations):
 * two modules with a migration of the same name run only the first; the other's tables silently
 * lack their columns. Each name must be the shop's only one.
 */
describe("the shop's module migrations", () => {
  it("have names unique across every module", () => {
    const modules = join(__dirname, "..", "modules")
    const seen = new Map<string, string>()
    const clashes: string[] = []
    for (const mod of readdirSync(modules, { withFileTypes: true })) {
      if (!mod.isDirectory()) continue
      let files: string[] = []
      try {
        files = readdirSync(join(modules, mod.name, "migrations"))
      } catch {
        continue
      }
      for (const file of files.filter((f) => /^Migration\d+\.ts$/.test(f))) {
        const name = file.replace(/\.ts$/, "")
        if (seen.has(name)) clashes.push(`${name}: ${seen.get(name)} and ${mod.name}`)
        else seen.set(name, mod.name)
      }
    }
    expect(seen.size).toBeGreaterThan(3)
    expect(clashes).toEqual([])
  })
})
