import { StatusBadge } from "@medusajs/ui"
import type { PaymentState } from "@shop/contract"
import { paymentMethodLabel, paymentStateOf, PAYMENT_STATE_TONES } from "@shop/staff/payments"
import { useShopTranslation } from "../lib/i18n"
import type { Placement, ShopOrder } from "../lib/types"

const TONE_COLOR = { yellow: "orange", green: "green", red: "red", blue: "blue", grey: "grey" } as const

/** Where the order's money stands (issue 26: the order's story; Refunded, Partially refunded, Rejected are their own words). */
export const PaymentStatusBadge = ({ order }: { order: Pick<ShopOrder, "paymentStatus" | "paymentConfirmed"> & { paymentState?: PaymentState } }) => {
  const { t } = useShopTranslation()
  const state = paymentStateOf(order)
  return <StatusBadge color={TONE_COLOR[PAYMENT_STATE_TONES[state]] ?? "grey"}>{t(`payments.state.${state}`)}</StatusBadge>
}

/** The payment method's name (the card is "Card", Medusa's own providers "Other", the apps their brand names; an unknown method as it was stored). */
export function useMethodLabel() {
  const { t } = useShopTranslation()
  return (method: string) => paymentMethodLabel(method, { card: t("payments.method.card"), other: t("payments.method.other") })
}

/** Why an accepted order has no Medusa order yet, or null once it is placed. */
export function usePlacementNote() {
  const { t } = useShopTranslation()
  return (order: Pick<ShopOrder, "placement" | "placementError">): string | null => {
    const p: Placement = order.placement
    if (p === "queued" || p === "placing") return t(`placement.${p}`)
    if (p === "failed") return order.placementError ? t("placement.failedWith", { reason: order.placementError }) : t("placement.failed")
    return null
  }
}

/** A card payment the offline sandbox took (a test card, no real money): marked wherever the shop's orders are listed. */
export const TestPaymentBadge = ({ order }: { order: Pick<ShopOrder, "paymentSandbox"> }) => {
  const { t } = useShopTranslation()
  return order.paymentSandbox ? <StatusBadge color="purple">{t("order.testPayment")}</StatusBadge> : null
}
