import { StatusBadge } from "@medusajs/ui"
import { paymentMethodLabel } from "@shop/staff/payments"
import { useShopTranslation } from "../lib/i18n"
import type { PaymentStatus, Placement, ShopOrder } from "../lib/types"

const PAYMENT_COLOR: Record<PaymentStatus, "orange" | "green" | "red"> = { pending: "orange", paid: "green", failed: "red" }

export const PaymentStatusBadge = ({ status }: { status: PaymentStatus }) => {
  const { t } = useShopTranslation()
  return <StatusBadge color={PAYMENT_COLOR[status] ?? "grey"}>{t(`payments.status.${status}`)}</StatusBadge>
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
