// The module lane's runner (moduleIntegrationTestRunner) reads DB_HOST etc. from .env.test.
const { loadEnv } = require("@medusajs/framework/utils")
loadEnv("test", process.cwd())

module.exports = {
  transform: {
    "^.+\\.[jt]s$": [
      "@swc/jest",
      { jsc: { parser: { syntax: "typescript", decorators: true }, target: "es2021" } },
    ],
  },
  testEnvironment: "node",
  moduleFileExtensions: ["js", "ts", "json"],
  modulePathIgnorePatterns: ["dist/", "<rootDir>/.medusa/"],
  // Unit specs (the default, so `npx jest <path>` runs one): no database.
  testMatch: ["**/src/**/__tests__/**/*.unit.spec.[jt]s"],
}

if (process.env.TEST_TYPE === "integration:modules") {
  // A module's service against a real PostgreSQL (its own migrations); unit specs share the
  // modules' __tests__ folders and run in the unit lane only.
  module.exports.testMatch = ["**/src/modules/*/__tests__/**/*.spec.[jt]s", "!**/*.unit.spec.[jt]s"]
  module.exports.setupFiles = ["./jest.setup.js"]
}
