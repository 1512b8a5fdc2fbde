import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CARD_CHECKOUT_MODULE, type CardCheckoutModuleService } from "#shop/card-payment/checkout-module/index"
import { CHECKOUT_SESSION_ID } from "#shop/card-payment/card-checkout"
import { CARD_UNAVAILABLE, cardMode, scheduleSandboxWebhook } from "#shop/card-payment/card-sandbox"
import { placeOrderFromPaidCheckout } from "#shop/card-payment/card-webhook-order"
import {
  checkTestCard,
  renderNotFoundPage,
  renderSandboxPage,
  renderUnavailablePage,
  SANDBOX_PAGE_HEADERS,
  successRedirect,
  type CardForm,
} from "#shop/card-payment/sandbox-checkout-page"

/**
 * The offline sandbox's hosted checkout (no STRIPE_API_KEY): GET shows the TEST payment page of a
 * cs_test_sandbox_… session, POST takes the card form. 4242 4242 4242 4242 pays and redirects to
 * the session's success_url; 4000 0000 0000 0002 is declined and the form comes back to try again.
 * A paid session is then placed as Stripe's checkout.session.completed webhook would place it, so
 * a shopper who pays and closes the tab still gets the order offline too. It waits a grace period
 * first (SANDBOX_WEBHOOK_DELAY_MS, default 30 s): the shop's own page normally places the order
 * within a second with everything the shopper typed (an e-mail the link was made without, the
 * address in its fields), and the session's details are only the fallback.
 */
const webhookDelayMs = () => {
  const ms = Number(process.env.SANDBOX_WEBHOOK_DELAY_MS ?? 30_000)
  return Number.isFinite(ms) && ms >= 0 ? ms : 30_000
}
async function load(req: MedusaRequest, res: MedusaResponse) {
  const id = req.params.id
  res.set(SANDBOX_PAGE_HEADERS)
  // Off outside development unless the operator turned it on: the test card buys nothing then.
  if (cardMode() === "off") {
    res.status(409).send(renderUnavailablePage(CARD_UNAVAILABLE))
    return null
  }
  const checkout = req.scope.resolve<CardCheckoutModuleService>(CARD_CHECKOUT_MODULE)
  const session = CHECKOUT_SESSION_ID.test(id ?? "") ? await checkout.retrieveSandboxPage(id) : null
  if (!session) {
    res.status(404).send(renderNotFoundPage())
    return null
  }
  return { checkout, session }
}

export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const loaded = await load(req, res)
  if (!loaded) return
  res.status(200).send(renderSandboxPage(loaded.session, loaded.session.last_decline ? { error: { message: loaded.session.last_decline } } : {}))
}

export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const loaded = await load(req, res)
  if (!loaded) return
  const { checkout, session } = loaded
  if (session.status !== "open") {
    res.status(409).send(renderSandboxPage(session))
    return
  }
  const form = (req.body ?? {}) as CardForm
  const values = { name: typeof form.name === "string" ? form.name : "", expiry: typeof form.expiry === "string" ? form.expiry : "" }
  const result = checkTestCard(form)
  if (result.outcome === "invalid") {
    res.status(400).send(renderSandboxPage(session, { error: { message: result.message, field: result.field }, values }))
    return
  }
  if (result.outcome === "declined") {
    await checkout.declineSandboxSession(session.id, result.message)
    res.status(402).send(renderSandboxPage(session, { error: { message: result.message }, values }))
    return
  }
  const paid = await checkout.completeSandboxSession(session.id)
  res.redirect(303, successRedirect(paid.success_url ?? "/", paid.id))
  // What the webhook does with Stripe; an order the browser placed meanwhile is simply found again.
  const scope = req.scope
  scheduleSandboxWebhook(webhookDelayMs(), () =>
    placeOrderFromPaidCheckout(scope, paid.id, paid.customer_email ?? null).catch((e: Error) =>
      scope.resolve(ContainerRegistrationKeys.LOGGER).error(`sandbox checkout: ${paid.id}: ${e.message}`)
    )
  )
}
