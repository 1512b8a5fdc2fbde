import { useTranslation } from "react-i18next"
import { useWishlist } from "../../features/wishlist/wishlist-store"
import { useCatalogProductsByIds } from "../../features/catalog/api/catalog-products"
import { useCart } from "../../features/cart/cart-store"
import { Sheet } from "../../components/ui/sheet"
import { Button } from "../../components/ui/button"
import { Spinner } from "../../components/ui/spinner"
import { TrashIcon } from "../../components/ui/icons"
import { formatPrice } from "../../lib/format"
import type { Language } from "../../i18n"

/** The wishlist: the saved products (read by id, whichever page they are on), in the current language, one tap from the cart. */
export function WishlistPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation()
  const wishlist = useWishlist()
  const cart = useCart()
  const products = useCatalogProductsByIds(i18n.language as Language, wishlist.ids, open)
  const items = (products.data ?? []).filter((i) => wishlist.has(i.id))

  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t("wishlist.title")} closeLabel={t("wishlist.close")}>
      <div className="flex-1 overflow-y-auto px-4 py-3">
        {items.length === 0 && wishlist.ids.length > 0 && products.isPending ? (
          <Spinner label={t("home.loading")} />
        ) : items.length === 0 ? (
          <p className="py-10 text-center text-stone-800">{t("wishlist.empty")}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-stone-200">
            {items.map((item) => (
              <li key={item.id} className="flex items-center gap-3 py-3">
                <img src={item.imageUrl || "/images/placeholder.png"} alt="" width={56} height={56} className="h-14 w-14 rounded-lg bg-stone-100 object-cover" />
                <div className="flex-1">
                  <p className="font-semibold text-stone-900">{item.name}</p>
                  <p className="text-sm text-stone-700">{formatPrice(item.price)}</p>
                </div>
                <Button size="sm" onClick={() => cart.add(item)}>
                  {t("product.addToCart")}
                </Button>
                <Button variant="ghost" size="sm" className="text-red-800" aria-label={t("wishlist.remove", { name: item.name })} onClick={() => wishlist.remove(item.id)}>
                  <TrashIcon width={18} height={18} />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Sheet>
  )
}
