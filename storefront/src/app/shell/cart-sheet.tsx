import { useTranslation } from "react-i18next"
import { CartSidebar } from "../../features/cart/components/cart-sidebar"
import { useCart } from "../../features/cart/cart-store"
import { useCatalogProductsByIds } from "../../features/catalog/api/catalog-products"
import type { Language } from "../../i18n"

/** The cart sidebar, naming each line in the current language (its products read by id while it is open). */
export function CartSheet() {
  const { i18n } = useTranslation()
  const cart = useCart()
  const { data: items } = useCatalogProductsByIds(
    i18n.language as Language,
    cart.items.map((i) => i.id),
    cart.isOpen
  )
  const names = new Map((items ?? []).map((i) => [i.id, i.name]))
  return <CartSidebar displayName={(line) => names.get(line.id) ?? line.name} />
}
