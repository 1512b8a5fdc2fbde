import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, parseCorsOrigins } from "@medusajs/framework/utils"
import { readCatalog } from "#shop/catalog/read-model/index"
import { identifyLines, priceLines, type CatalogPrice } from "#shop/orders/checkout-pricing"
import { CARD_CHECKOUT_MODULE, type CardCheckoutModuleService } from "#shop/card-payment/checkout-module/index"
import { assertCardAvailable } from "#shop/card-payment/card-sandbox"
import { assertAmountMatches, checkoutLines, checkoutMetadata, storefrontOrigin } from "#shop/card-payment/card-checkout"
import { parseJsonBody } from "#shop/http/validate-body"
import { ApiPostCreatePaymentLink } from "./validators"

/**
 * POST /api/create-payment-link: items by product id (the storefront) or, as the spec lists them,
 * by name and quantity, the name in English or Khmer (an unknown name: 400 naming it). Prices the
 * cart from the catalog (never the client's numbers), checks the client's `amount` against it
 * (± 1 cent), and opens a Checkout Session for items + delivery + 3 % card fee. Answers `{ url }`, the hosted page holding the `cs_…` id: Stripe's, or
 * the shop's sandbox page without STRIPE_API_KEY. `regenerate: true` opens a fresh session and,
 * given `previousSessionId`, expires the old one if it is still open, so only one link can be paid.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  // No Stripe key and the sandbox off (production without CARD_SANDBOX=true): 409, nothing written.
  assertCardAvailable()
  const input = parseJsonBody(req, ApiPostCreatePaymentLink)
  const readItems = async (lang: "en" | "km") =>
    JSON.parse((await readCatalog(req.scope, "menu-items", lang)).body) as CatalogPrice[]
  const catalog = await readItems("en")
  const byName = input.orderDetails.items.some((item) => !item.id)
  const lines = identifyLines(input.orderDetails.items, byName ? [catalog, await readItems("km")] : [])
  const cart = priceLines(lines, catalog)
  const due = assertAmountMatches(input.amount, cart)

  const config = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
  const origin = storefrontOrigin(req.headers, parseCorsOrigins(config.projectConfig.http.storeCors ?? ""))
  const checkout = req.scope.resolve<CardCheckoutModuleService>(CARD_CHECKOUT_MODULE)
  if (input.regenerate && input.previousSessionId) {
    await expireIfOpen(checkout, input.previousSessionId)
  }
  const session = await checkout.createCheckoutSession({
    line_items: checkoutLines(cart),
    success_url: `${origin}/payment-confirmation?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}/checkout`,
    metadata: checkoutMetadata(cart, due, input.orderDetails.name, { ...input.orderDetails, locale: input.locale }),
    customer_email: input.orderDetails.email,
  })
  // The sandbox's page is a path under /api, served on the storefront origin (which forwards /api).
  const url = session.url?.startsWith("/") ? `${origin}${session.url}` : session.url
  res.setHeader("Cache-Control", "no-store")
  res.json({ url })
}

/** A paid or already expired session is left alone (a paid one becomes its order as usual). */
async function expireIfOpen(checkout: CardCheckoutModuleService, id: string) {
  const previous = await checkout.retrieveCheckoutSession(id)
  if (previous?.status === "open") {
    // Paid in the very same moment: Stripe refuses to expire it, and that payment still counts.
    await checkout.expireCheckoutSession(id).catch(() => undefined)
  }
}
