/** The /admin/shop calls' queries and bodies (Medusa's admin widgets): the contract's (@shop/contract). */
export {
  AdminShopContactMessagesQuery,
  AdminShopContactMessageUpdate,
  AdminShopOrderQueueQuery,
  AdminShopProductFields,
  AdminShopShipmentQuery,
  AdminShopShippingLabel,
  AdminShopShip,
  AdminShopShippingRates,
  ArchivedOrdersQuery,
  NotificationsQuery,
} from "@shop/contract"
