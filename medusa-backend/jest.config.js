const { loadEnv } = require("@medusajs/framework/utils")
loadEnv("test", process.cwd())
// The specs stand in for several shoppers and staff by sending X-Forwarded-For (helpers/shop.ts
// fromAddress) from this machine, as the storefront server does in `npm start`. The security lane
// turns it off at run time to show that the header is ignored from a proxy nobody named.
process.env.TRUSTED_PROXIES ??= "loopback"

module.exports = {
  transform: {
    "^.+\\.[jt]s$": [
      "@swc/jest",
      {
        jsc: {
          parser: { syntax: "typescript", decorators: true },
          target: "es2021",
        },
      },
    ],
  },
  testEnvironment: "node",
  moduleFileExtensions: ["js", "cjs", "ts", "json"],
  modulePathIgnorePatterns: ["dist/", "<rootDir>/.medusa/"],
  setupFiles: ["./integration-tests/setup.js"],
}

// The app's lane: HTTP specs against the whole app. The shop's modules are tested with their code,
// in the compat-api plugin (npm test -w compat-api: unit specs and the module lane).
if (process.env.TEST_TYPE === "integration:http") {
  module.exports.testMatch = ["**/integration-tests/http/*.spec.[jt]s"]
  module.exports.globalSetup = "./integration-tests/global-setup.js"
  module.exports.testSequencer = "./integration-tests/sequencer.js"
}
