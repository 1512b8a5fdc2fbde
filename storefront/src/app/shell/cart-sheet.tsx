import { useTranslation } from "react-i18next"
import { CartSidebar } from "../../features/cart/components/cart-sidebar"
import { useMenuItems } from "../../features/catalog/api/menu-items"
import type { Language } from "../../i18n"

/** The cart sidebar, naming each line in the current language (the catalog is already cached by the grid). */
export function CartSheet() {
  const { i18n } = useTranslation()
  const { data: items } = useMenuItems(i18n.language as Language)
  const names = new Map((items ?? []).map((i) => [i.id, i.name]))
  return <CartSidebar displayName={(line) => names.get(line.id) ?? line.name} />
}
