import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { clearXsrfCookie } from "../../../legacy/xsrf"

/** POST /api/logout: ends Medusa's session and clears its cookie and the XSRF cookie. Always 200. */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { sessionOptions, cookieOptions } = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
  if (req.session) {
    await new Promise<void>((resolve) => req.session.destroy(() => resolve()))
  }
  res.clearCookie(sessionOptions?.name ?? "connect.sid", cookieOptions)
  clearXsrfCookie(req, res)
  res.json({ success: true })
}
