import { defineMiddlewares } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, parseCorsOrigins } from "@medusajs/framework/utils"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import cors from "cors"
import { compatErrorHandler, legacyErrorCodes } from "../http/legacy-error"
import { failFastWithoutDatabase } from "../availability/database-pool"
import { requestDeadline } from "../availability/deadline"
import { answerIndexEngineOff } from "../availability/index-engine-off"
import { readStaffSession, refuseGoneUserRefresh, refuseNonAdminSession, refuseNonAdminUsers, refuseStaffPriceChange, refuseStaffResendElsewhere, requireAdmin, requireAdminRole } from "../staff/staff-auth"
import { MEDUSA_PASSWORD_ROUTES, throttleMedusaSignIn } from "../limits/login-limiter"
import { dropEndedToken, endTokensOnSignOut, refuseEndedToken } from "../staff/sign-out"
import { productAdminRoutes } from "./api/upload-product/middlewares-config"
import { refuseUncheckedCartCompletion, refuseUncheckedPaymentSession } from "../card-payment/store-payment-guard"
import { PUBLIC_WRITE_LIMITS } from "../limits/write-limiter"
import { installSecurityHeaders } from "../security/http-headers"
import { boundListQuery } from "../security/list-query"
import { SANDBOX_SHIPPING_ROUTES, refuseSandboxShipping } from "../card-payment/sandbox-shipping-guard"
import { refuseUnknownVerificationProvider } from "../security/auth-verification"
import { UNKNOWN_CART_ROUTES, answerUnknownCart } from "../security/unknown-cart"
import { checkAdminWriteOrigin, checkSessionSignOutOrigin } from "../security/admin-origin"
import { STRIPE_CHECKOUT_WEBHOOK_ROUTE, verifyStripeCheckoutWebhook } from "../card-payment/webhook-signature"

// Every answer of Medusa's server (/app, /admin, /store, /auth, /static, /api) gets the shop's
// security headers (src/security/http-headers.ts), set before Express handles the request.
installSecurityHeaders()

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

/**
 * Medusa's own sign-in (session cookie or admin bearer token; a token from before the user's last
 * sign-out authenticates nobody), then the shop's admin checks.
 */
const adminOnly = [readStaffSession, dropEndedToken, requireAdmin]

/**
 * The staff calls (docs/back-office-api.md): anonymous 401, a role that may not 403 (what each role
 * may: src/staff/route-permissions.ts, @shop/contract staff-roles; a call not listed there is
 * admin-only), cookie writes without the XSRF header 403. The shop's public calls (menu, checkout, contact, POST /api/orders) stay open.
 */
export const ADMIN_ROUTES: { matcher: string; methods?: ("GET" | "POST" | "PUT" | "PATCH" | "DELETE")[] }[] = [
  { matcher: "/api/orders", methods: ["GET"] },
  { matcher: "/api/orders/*" },
  { matcher: "/api/admin/*" },
  { matcher: "/api/upload-product" },
  { matcher: "/api/upload-product/*" },
  { matcher: "/api/menu-items/:id", methods: ["PUT", "PATCH", "DELETE"] },
  { matcher: "/api/fix-images" },
  { matcher: "/api/clean-duplicates" },
  { matcher: "/api/reset-categories" },
  { matcher: "/api/fix-sequences" },
  { matcher: "/api/products-backup" },
  { matcher: "/api/shipping/*" },
  { matcher: "/api/simple-shipping/*" },
  { matcher: "/api/notifications" },
  { matcher: "/api/notifications/*" },
  { matcher: "/api/contact-messages" },
  { matcher: "/api/contact-messages/*" },
  // issue 27: the users page (admins only; route-permissions.ts). Contact messages and the shop's
  // settings get their lines with their routes (route-permissions.ts already says who may).
  { matcher: "/api/users" },
  { matcher: "/api/users/*" },
]

/** Checks of a staff write's body, after the staff rule and the body's parser: staff change no price and resend to no other address. */
const STAFF_BODY_CHECKS = [
  { matcher: "/api/menu-items/:id", methods: ["PATCH", "PUT"] as const, middlewares: [refuseStaffPriceChange] },
  { matcher: "/api/upload-product/:id", methods: ["PUT"] as const, middlewares: [refuseStaffPriceChange] },
  { matcher: "/api/notifications/:id/resend", methods: ["POST"] as const, middlewares: [refuseStaffResendElsewhere] },
  { matcher: "/admin/shop/notifications/:id/resend", methods: ["POST"] as const, middlewares: [refuseStaffResendElsewhere] },
]

export default defineMiddlewares({
  routes: [
    // With PostgreSQL or Redis away, requests get 503 "try again" instead of waiting (src/availability):
    // after DATABASE_ACQUIRE_TIMEOUT_MS for a database connection, at the latest after REQUEST_DEADLINE_MS.
    { matcher: "/*", middlewares: [failFastWithoutDatabase, requestDeadline] },
    // limit/offset of Medusa's lists: 400 for bad values, /store pages capped (src/security/list-query.ts)
    { matcher: "/store/*", methods: ["GET"], middlewares: [boundListQuery] },
    { matcher: "/admin/*", methods: ["GET"], middlewares: [boundListQuery] },
    // Every failure of a shop call carries the contract's stable `code` (clients translate by it).
    { matcher: "/api/*", middlewares: [legacyErrorCodes, apiCors] },
    { matcher: "/admin/shop/*", middlewares: [legacyErrorCodes] },
    { matcher: "/api/user", middlewares: [readStaffSession, dropEndedToken] },
    // signing out also ends the user's tokens, with the cookie or with a token (staff/sign-out.ts)
    { matcher: "/api/logout", middlewares: [readStaffSession, dropEndedToken] },
    ...ADMIN_ROUTES.map((r) => ({ ...r, middlewares: adminOnly })),
    // After the admin check: multipart uploads are only read for admins.
    ...productAdminRoutes,
    // A token issued before its user signed out opens nothing in Medusa's admin API (staff/sign-out.ts).
    { matcher: "/admin/*", middlewares: [refuseEndedToken] },
    // Medusa's own admin API and its /app dashboard are for shop admins only (Medusa has
    // authenticated the caller before any plugin middleware runs: its /admin auth is applied first).
    { matcher: "/admin/*", middlewares: [refuseNonAdminUsers] },
    // Cookie-authenticated writes to Medusa's admin API (and its sign-out) only from an admin origin,
    // never as a form (src/security/admin-origin.ts); /admin/shop/* has the XSRF header check.
    { matcher: "/admin/*", middlewares: [checkAdminWriteOrigin] },
    { matcher: "/auth/session", methods: ["DELETE"], middlewares: [checkSessionSignOutOrigin] },
    { matcher: "/admin/index/*", middlewares: [answerIndexEngineOff] },
    // A test-card (sandbox) order is never fulfilled, shipped or delivered through Medusa's admin: 409 shipping.sandboxPayment.
    ...SANDBOX_SHIPPING_ROUTES.map(({ matcher, methods, find }) => ({ matcher, methods, middlewares: [refuseSandboxShipping(find)] })),
    { matcher: "/auth/session", methods: ["POST"], middlewares: refuseNonAdminSession },
    // ... nor becomes a session or a fresh token; and Medusa's sign-out ends the user's tokens.
    { matcher: "/auth/session", methods: ["POST"], middlewares: [refuseEndedToken] },
    { matcher: "/auth/token/refresh", methods: ["POST"], middlewares: [refuseEndedToken] },
    { matcher: "/auth/session", methods: ["DELETE"], middlewares: [endTokensOnSignOut] },
    // A deleted user's token or session gets no fresh token (Medusa would issue one).
    { matcher: "/auth/token/refresh", methods: ["POST"], middlewares: refuseGoneUserRefresh },
    // A code provider the auth module does not have: 404, not Medusa's 500.
    { matcher: "/auth/verification/request", methods: ["POST"], middlewares: [refuseUnknownVerificationProvider] },
    { matcher: "/auth/verification/confirm", methods: ["POST"], middlewares: [refuseUnknownVerificationProvider] },
    // The same calls for the widgets in Medusa's admin: Medusa has signed the caller in; the shop's
    // admin role is checked here.
    { matcher: "/admin/shop/*", middlewares: [requireAdminRole] },
    // The shop's own facts (issue 27 point 9) stay admin-only whatever a staff role may do elsewhere under /admin/shop.
    { matcher: "/admin/shop/settings", middlewares: [requireAdminRole] },
    // After the staff rules and the body parsers: staff change no price, resend to no other address.
    ...STAFF_BODY_CHECKS.map((r) => ({ ...r, methods: [...r.methods] })),
    // Every route of Medusa's that checks a password shares POST /api/login's failure limits.
    ...MEDUSA_PASSWORD_ROUTES.map((r) => ({ ...r, middlewares: [throttleMedusaSignIn] })),
    // Store payments only with providers whose money the shop checks (not pp_system_default).
    { matcher: "/store/payment-collections/:id/payment-sessions", methods: ["POST"], middlewares: [refuseUncheckedPaymentSession] },
    { matcher: "/store/carts/:id/complete", methods: ["POST"], middlewares: [refuseUncheckedCartCompletion] },
    // An unknown cart: 404 where Medusa would answer 500.
    ...UNKNOWN_CART_ROUTES.map(({ matcher, methods, ...r }) => ({ matcher, methods, middlewares: [answerUnknownCart(r)] })),
    // Stripe's webhook: a forged or unsigned event gets 400 before Medusa queues it (card-payment/webhook-signature.ts).
    { matcher: STRIPE_CHECKOUT_WEBHOOK_ROUTE, methods: ["POST"], middlewares: [verifyStripeCheckoutWebhook] },
    // Public writes (/api orders, contact, payment links; Medusa's /store writes): per-client limits, 429 beyond them.
    ...PUBLIC_WRITE_LIMITS.map((r) => ({ ...r, methods: [...r.methods] })),
  ],
  errorHandler: compatErrorHandler as any,
})
