/**
 * The shapes of the shop's /admin/shop answers (compat-api/src/api/admin/shop): the contract's
 * (@shop/contract), under the names these screens use. compat-api's mappers return the same types,
 * so a field changed on either side fails the type check.
 */
export {
  NOTIFICATION_KINDS,
  NOTIFICATION_STATES,
  ORDER_STATUSES,
  UTILITY_NAMES,
  type ArchivedOrder,
  type ArchivedOrderPage,
  type AdminLabelHistoryEntry as LabelHistoryEntry,
  type ApiKeyStatus as ShippoStatus,
  type ContactMessage,
  type ContactMessagePage,
  type LabelResult,
  type LegacyOrder as ShopOrder,
  type NotificationKind,
  type NotificationState,
  type OrderLabel,
  type OrderQueue,
  type OrderStatus,
  type OutboxMessage,
  type OutboxMessageDetail,
  type OutboxPage,
  type OutboxResendResponse,
  type PaymentStatus,
  type Placement,
  type Rate,
  type RatesResponse as RatesAnswer,
  type ShipmentList,
  type ShipmentPage,
  type ShipMode as ShippoMode,
  type ShippingOrder as OrderShipping,
  type ShopProductFields,
  type UtilityName,
  type UtilityReport,
} from "@shop/contract"

/** The product as the back office answers it (the menu item with the Khmer texts). */
export type { AdminMenuItem as ShopProduct } from "@shop/contract"
