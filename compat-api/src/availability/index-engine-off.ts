import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"

/**
 * Medusa's /admin/index/* calls, with the index engine off (as in this shop), set status 404 and
 * never answer (2.21.2, `isIndexEnabledMiddleware`): each call held its socket until the request
 * deadline's 503. Answered here instead, in Medusa's error shape. Runs after Medusa's /admin
 * authentication, so only signed-in admins get this far.
 */
export function answerIndexEngineOff(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const index = req.scope.resolve(Modules.INDEX, { allowUnregistered: true } as any)
  if (index) return next()
  res.status(404).json({ type: "not_found", message: "The index engine is not enabled on this shop." })
}
