import { Dialog } from "radix-ui"
import { useTranslation } from "react-i18next"
import { useReturnFocus } from "../../../components/ui/use-return-focus"
import { useNavigate } from "react-router-dom"
import { useCart, type CartItem } from "../cart-store"
import { toNumber } from "../delivery-fee"
import { Button } from "../../../components/ui/button"
import { CloseIcon, MinusIcon, PlusIcon, TrashIcon } from "../../../components/ui/icons"
import { formatPrice } from "../../../lib/format"

type Props = {
  /** The line's name in the current language (the cart keeps the name it was added with). */
  displayName?: (item: CartItem) => string
}

/**
 * The cart sidebar of spec point 2: from the right, full width on phones and 420 px from `sm` up,
 * 300 ms slide. Radix Dialog traps focus while it is open, closes on Escape and returns focus
 * to the cart button.
 */
export function CartSidebar({ displayName = (i) => i.name }: Props) {
  const { t } = useTranslation()
  const returnFocus = useReturnFocus()
  const navigate = useNavigate()
  const cart = useCart()
  const empty = cart.items.length === 0

  return (
    <Dialog.Root open={cart.isOpen} onOpenChange={cart.setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay fixed inset-0 z-40 bg-stone-950/50" />
        <Dialog.Content
          {...returnFocus}
          className="sheet fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white shadow-2xl outline-none sm:w-[420px]"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
            <Dialog.Title className="text-xl font-bold text-stone-900">{t("cart.title")}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t("cart.close")}>
                <CloseIcon />
              </Button>
            </Dialog.Close>
          </div>

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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
