import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router-dom"
import { useCart, type CartItem } from "../cart-store"
import { toNumber } from "../../../lib/money"
import { Sheet } from "../../../components/ui/sheet"
import { Button } from "../../../components/ui/button"
import { MinusIcon, PlusIcon, TrashIcon } from "../../../components/ui/icons"
import { formatPrice } from "../../../lib/format"

type Props = {
  /** The line's name in the current language (the cart keeps the name it was added with). */
  displayName?: (item: CartItem) => string
}

/**
 * The cart sidebar of spec point 2 (a Sheet: from the right, 420 px on desktop, focus trapped,
 * Escape closes): lines with increase / decrease / remove, the empty state, totals, checkout, clear.
 */
export function CartSidebar({ displayName = (i) => i.name }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const cart = useCart()
  const empty = cart.items.length === 0

  return (
    <Sheet open={cart.isOpen} onOpenChange={cart.setOpen} title={t("cart.title")} closeLabel={t("cart.close")}>
      <div className="flex-1 overflow-y-auto px-4 py-3">
        {empty ? (
          <div className="flex h-full flex-col items-center justify-center gap-3 text-center">
            <p className="text-stone-800">{t("cart.empty")}</p>
            <a href="/#menu" onClick={() => cart.setOpen(false)} className="font-semibold text-red-800 underline underline-offset-4">
              {t("cart.browse")}
            </a>
          </div>
        ) : (
          <ul className="flex flex-col divide-y divide-stone-200" aria-label={t("cart.items")}>
            {cart.items.map((item) => {
              const name = displayName(item)
              return (
                <li key={item.id} className="flex gap-3 py-3">
                  <img src={item.imageUrl || "/images/placeholder.png"} alt="" width={64} height={64} className="h-16 w-16 rounded-lg bg-stone-100 object-cover" />
                  <div className="flex flex-1 flex-col gap-1">
                    <p className="font-semibold text-stone-900">{name}</p>
                    <p className="text-sm text-stone-700">{formatPrice(item.price)}</p>
                    <div className="flex items-center gap-1">
                      <Button variant="secondary" size="sm" aria-label={t("cart.decrease", { name })} onClick={() => cart.decrease(item.id)}>
                        <MinusIcon width={16} height={16} />
                      </Button>
                      <span className="min-w-8 text-center font-semibold" aria-label={t("cart.quantity", { name, count: item.quantity })}>
                        {item.quantity}
                      </span>
                      <Button variant="secondary" size="sm" aria-label={t("cart.increase", { name })} onClick={() => cart.increase(item.id)}>
                        <PlusIcon width={16} height={16} />
                      </Button>
                      <Button variant="ghost" size="sm" className="ml-auto text-red-800" aria-label={t("cart.remove", { name })} onClick={() => cart.remove(item.id)}>
                        <TrashIcon width={18} height={18} />
                      </Button>
                    </div>
                  </div>
                  <p className="font-semibold text-stone-900">{formatPrice(toNumber(item.price) * item.quantity)}</p>
                </li>
              )
            })}
          </ul>
        )}
      </div>

      <div className="border-t border-stone-200 px-4 py-4">
        <dl className="mb-4 grid grid-cols-[1fr_auto] gap-y-1 text-stone-900">
          <dt>{t("cart.subtotal")}</dt>
          <dd data-testid="cart-subtotal">{formatPrice(cart.subtotal)}</dd>
          <dt>{t("cart.deliveryFee")}</dt>
          <dd data-testid="cart-delivery-fee">{formatPrice(cart.deliveryFee)}</dd>
          <dt className="text-lg font-bold">{t("cart.total")}</dt>
          <dd className="text-lg font-bold" data-testid="cart-total">
            {formatPrice(cart.total)}
          </dd>
        </dl>
        <div className="flex flex-col gap-2">
          <Button
            disabled={empty}
            onClick={() => {
              cart.setOpen(false)
              navigate("/checkout")
            }}
          >
            {t("cart.checkout")}
          </Button>
          <Button variant="secondary" disabled={empty} onClick={cart.clear}>
            {t("cart.clear")}
          </Button>
        </div>
      </div>
    </Sheet>
  )
}
