// The order jest starts the spec files in, on its 2 workers: the longest first, so the last to start
// are short and both workers end together. Without timings of an earlier run (a clean clone) jest
// goes by the spec file's size, which says nothing of http/default.spec.ts: its tests are in its
// sections, integration-tests/default/*.ts. Here a spec's size counts the folder of its name too.
const { existsSync, readdirSync, statSync } = require("node:fs")
const { basename, dirname, join } = require("node:path")
const Sequencer = require("@jest/test-sequencer").default

const sizeWithSections = (path) => {
  const dir = join(dirname(path), "..", basename(path).replace(/\.spec\.[jt]s$/, ""))
  const sections = existsSync(dir) ? readdirSync(dir).map((f) => statSync(join(dir, f)).size) : []
  return statSync(path).size + sections.reduce((a, b) => a + b, 0)
}

module.exports = class LongestFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests)
    // jest's own order when it has timings of every file; else by size with the sections counted.
    const timed = sorted.every((t) => t.duration != null)
    return timed ? sorted : [...tests].sort((a, b) => sizeWithSections(b.path) - sizeWithSections(a.path))
  }
}
