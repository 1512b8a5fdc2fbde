// The module lane's runner (moduleIntegrationTestRunner) reads DB_HOST etc. from .env.test.
const { loadEnv } = require("@medusajs/framework/utils")
loadEnv("test", process.cwd())

module.exports = {
  transform: {
    "^.+\\.[jt]s$": [
      "@swc/jest",
      { jsc: { parser: { syntax: "typescript", decorators: true }, target: "es2021" } },
    ],
    // the e-mail templates (src/notifications/*.tsx, React Email)
    "^.+\\.tsx$": [
      "@swc/jest",
      { jsc: { parser: { syntax: "typescript", tsx: true }, transform: { react: { runtime: "automatic" } }, target: "es2021" } },
    ],
    // React Email's render loads react-dom/server with import(), which jest only runs with
    // --experimental-vm-modules: compiled to require() here so unit specs run with plain `npx jest`.
    "/@react-email/render/.+\\.cjs$": ["@swc/jest", { module: { type: "commonjs" }, jsc: { target: "es2021" } }],
  },
  transformIgnorePatterns: ["/node_modules/(?!@react-email/render/)"],
  testEnvironment: "node",
  moduleFileExtensions: ["js", "cjs", "ts", "tsx", "json"],
  modulePathIgnorePatterns: ["dist/", "<rootDir>/.medusa/"],
  // #shop/<path>: package.json "imports" (src/ for tsc, the build's .medusa/server/src at run time); the specs run src/.
  moduleNameMapper: { "^#shop/(.*)$": "<rootDir>/src/$1" },
  // Unit specs (the default, so `npx jest <path>` runs one): no database.
  testMatch: ["**/src/**/__tests__/**/*.unit.spec.[jt]s"],
}

if (process.env.TEST_TYPE === "integration:modules") {
  // A module's service against a real PostgreSQL (its own migrations); unit specs share the
  // modules' __tests__ folders and run in the unit lane only.
  module.exports.testMatch = ["**/src/modules/*/__tests__/**/*.spec.[jt]s", "!**/*.unit.spec.[jt]s"]
  module.exports.setupFiles = ["./jest.setup.js"]
}
