import { AlertDialog } from "../../../../components/ui/alert-dialog"
import { Button } from "../../../../components/ui/button"
import { useReturnFocus } from "../../../../components/ui/use-return-focus"
import { useStaffTranslation } from "../../use-staff-i18n"
import { useDeleteProduct, type AdminMenuItem } from "../api/products"
import { useWriteToasts } from "../lib/write-toasts"

type Props = {
  item: AdminMenuItem | null
  onClose: () => void
  /** Where focus goes once the deleted product's row (and its Delete button) is gone. */
  fallbackFocus: () => void
}

/** Spec point 5: 'Are you sure you want to delete this product?', then DELETE /api/menu-items/{id}. */
export function DeleteProductDialog({ item, onClose, fallbackFocus }: Props) {
  const { t } = useStaffTranslation("products")
  const toasts = useWriteToasts()
  const remove = useDeleteProduct()
  const returnFocus = useReturnFocus()

  const confirm = () => {
    if (!item) return
    remove.mutateAsync(item.id).then(
      () => {
        toasts.done("delete", item.name)
        onClose()
      },
      (error: unknown) => {
        toasts.failed("delete", error)
        onClose()
      }
    )
  }

  return (
    <AlertDialog.Root open={item !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay fixed inset-0 z-40 bg-stone-950/50" />
        <AlertDialog.Content
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={(event) => {
            returnFocus.onCloseAutoFocus(event)
            if (!event.defaultPrevented) {
              event.preventDefault()
              fallbackFocus()
            }
          }}
          className="fixed left-1/2 top-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-xl bg-white p-6 shadow-2xl outline-none"
        >
          <AlertDialog.Title className="text-xl font-bold text-stone-900">{t("delete.title", { name: item?.name ?? "" })}</AlertDialog.Title>
          <AlertDialog.Description className="text-stone-800">{t("delete.question")}</AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={remove.isPending}>
                {t("delete.cancel")}
              </Button>
            </AlertDialog.Cancel>
            <Button onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? t("delete.deleting") : t("delete.confirm")}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
