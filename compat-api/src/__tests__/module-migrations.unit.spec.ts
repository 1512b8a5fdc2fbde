import { readdirSync, type Dirent } from "node:fs"
import { dirname, join, relative } from "node:path"

/**
 * Medusa records every module's executed migrations by name in one table (mikro_orm_migrations):
 * two modules with a migration of the same name run only the first; the other's tables silently
 * lack their columns. Each name must be the shop's only one.
 */
describe("the shop's module migrations", () => {
  it("have names unique across every module", () => {
    // every module's migrations folder: src/modules/<name>/migrations and the concern folders' modules (src/card-payment/checkout-module/migrations)
    const src = join(__dirname, "..")
    const seen = new Map<string, string>()
    const clashes: string[] = []
    const folders = (readdirSync(src, { recursive: true, withFileTypes: true }) as Dirent[])
      .filter((d) => d.isDirectory() && d.name === "migrations")
      .map((d) => join(d.parentPath ?? (d as any).path, d.name))
    for (const folder of folders) {
      const mod = relative(src, dirname(folder))
      for (const file of readdirSync(folder).filter((f) => /^Migration\d+\.ts$/.test(f))) {
        const name = file.replace(/\.ts$/, "")
        if (seen.has(name)) clashes.push(`${name}: ${seen.get(name)} and ${mod}`)
        else seen.set(name, mod)
      }
    }
    expect(new Set(seen.values())).toEqual(new Set(["modules/contact", "modules/order-desk", "modules/shop-settings", "card-payment/checkout-module"]))
    expect(seen.size).toBeGreaterThan(3)
    expect(clashes).toEqual([])
  })
})
