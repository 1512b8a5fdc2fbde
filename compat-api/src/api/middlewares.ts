import { defineMiddlewares } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, parseCorsOrigins } from "@medusajs/framework/utils"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import cors from "cors"
import { compatErrorHandler } from "../lib/legacy-error"

let corsMiddleware: ReturnType<typeof cors> | undefined

/** Medusa gives custom prefixes no CORS: /api accepts the store's origins, with credentials. */
function apiCors(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (!corsMiddleware) {
    const config = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
    corsMiddleware = cors({
      origin: parseCorsOrigins(config.projectConfig.http.storeCors ?? ""),
      credentials: true,
    })
  }
  return corsMiddleware(req, res, next)
}

export default defineMiddlewares({
  routes: [{ matcher: "/api/*", middlewares: [apiCors] }],
  errorHandler: compatErrorHandler as any,
})
