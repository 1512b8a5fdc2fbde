// The module lane: start each spec file with MikroORM's entity registry empty (as Medusa's template does).
const { MetadataStorage } = require("@medusajs/framework/mikro-orm/core")

MetadataStorage.clear()
