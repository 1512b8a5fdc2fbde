import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"

/**
 * Medusa's `/auth/verification/{request,confirm}` look the named code provider up in the auth
 * module and throw a plain Error (500) when it is not registered; confirm is open to anyone.
 * The auth module always registers `token` (the default) plus `options.verification.providers`:
 * any other name answers 404 here, before Medusa.
 */
export function configuredVerificationProviders(config: any): Set<string> {
  const ids = new Set<string>(["token"])
  const modules = config?.modules ?? {}
  const entries: any[] = Array.isArray(modules) ? modules : Object.entries(modules).map(([key, m]) => ({ key, ...(m as object) }))
  for (const m of entries) {
    const isAuth = m?.key === Modules.AUTH || m?.key === "auth" || m?.resolve === "@medusajs/medusa/auth" || m?.resolve === "@medusajs/auth"
    if (!isAuth) continue
    for (const p of m?.options?.verification?.providers ?? []) if (typeof p?.id === "string") ids.add(p.id)
  }
  return ids
}

export function refuseUnknownVerificationProvider(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const name = (req.body as { code_provider?: unknown } | undefined)?.code_provider
  if (typeof name !== "string" || !name) return next() // Medusa validates the body (and defaults to "token")
  const config = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
  if (configuredVerificationProviders(config).has(name)) return next()
  res.status(404).json({ type: "not_found", message: `Verification is not available with "${name.slice(0, 40)}": no such verification provider is configured.` })
}
