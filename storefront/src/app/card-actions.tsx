import { useTranslation } from "react-i18next"
import { useCart } from "../features/cart/cart-store"
import { useWishlist } from "../features/wishlist/wishlist-store"
import type { MenuItem } from "../features/catalog/api/menu-items"
import { Button } from "../components/ui/button"
import { HeartIcon } from "../components/ui/icons"

/** A product card's wishlist heart and 'Add to cart' (home grid and /shop). */
export const renderCardActions = (item: MenuItem) => <CardActions item={item} />

function CardActions({ item }: { item: MenuItem }) {
  const { t } = useTranslation()
  const cart = useCart()
  const wishlist = useWishlist()
  const wished = wishlist.has(item.id)
  return (
    <div className="flex shrink-0 items-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        className="text-red-800"
        aria-pressed={wished}
        aria-label={t(wished ? "wishlist.removeItem" : "wishlist.addItem", { name: item.name })}
        onClick={() => wishlist.toggle(item.id)}
      >
        <HeartIcon filled={wished} />
      </Button>
      <Button size="sm" className="whitespace-nowrap" aria-label={t("product.addToCartNamed", { name: item.name })} onClick={() => cart.add(item)}>
        {t("product.addToCart")}
      </Button>
    </div>
  )
}
