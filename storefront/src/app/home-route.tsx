import { useTranslation } from "react-i18next"
import { HomePage } from "../features/home/home-page"
import { ProductsSection } from "../features/catalog/components/products-section"
import { ContactSection } from "../features/contact/components/contact-section"
import { useCart } from "../features/cart/cart-store"
import { useWishlist } from "../features/wishlist/wishlist-store"
import type { MenuItem } from "../features/catalog/api/menu-items"
import { Button } from "../components/ui/button"
import { HeartIcon } from "../components/ui/icons"

/** The home route: the home feature's sections with the catalog grid, cart and wishlist actions and the contact form. */
export function HomeRoute() {
  return <HomePage products={<ProductsSection renderActions={renderActions} />} contact={<ContactSection />} />
}

const renderActions = (item: MenuItem) => <CardActions item={item} />

function CardActions({ item }: { item: MenuItem }) {
  const { t } = useTranslation()
  const cart = useCart()
  const wishlist = useWishlist()
  const wished = wishlist.has(item.id)
  return (
    <div className="flex items-center gap-1">
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
      <Button size="sm" aria-label={t("product.addToCartNamed", { name: item.name })} onClick={() => cart.add(item)}>
        {t("product.addToCart")}
      </Button>
    </div>
  )
}
