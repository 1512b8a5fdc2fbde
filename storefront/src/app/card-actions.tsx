import { useTranslation } from "react-i18next"
import { useCart } from "../features/cart/cart-store"
import { useWishlist } from "../features/wishlist/wishlist-store"
import type { MenuItem } from "../features/catalog/api/menu-items"
import { Button } from "../components/ui/button"
import { HeartIcon } from "../components/ui/icons"

/** What a product's buttons do, on its card and on its page: add it to the cart, wish for it or not. */
export function useProductActions(item: MenuItem) {
  const cart = useCart()
  const wishlist = useWishlist()
  return { wished: wishlist.has(item.id), addToCart: () => cart.add(item), toggleWished: () => wishlist.toggle(item.id) }
}

/** A product card's wishlist heart and 'Add to cart' (home grid and /shop). */
export const renderCardActions = (item: MenuItem) => <CardActions item={item} />

function CardActions({ item }: { item: MenuItem }) {
  const { t } = useTranslation()
  const { wished, addToCart, toggleWished } = useProductActions(item)
  return (
    <div className="flex items-center gap-2">
      <Button size="sm" className="min-h-11 flex-1 whitespace-nowrap" aria-label={t("product.addToCartNamed", { name: item.name })} onClick={addToCart}>
        {t("product.addToCart")}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="shrink-0 text-red-800"
        aria-pressed={wished}
        aria-label={t(wished ? "wishlist.removeItem" : "wishlist.addItem", { name: item.name })}
        onClick={toggleWished}
      >
        <HeartIcon filled={wished} />
      </Button>
    </div>
  )
}
