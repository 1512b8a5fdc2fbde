import { Dialog } from "radix-ui"
import type { Category } from "../../../catalog/api/categories"
import { Button } from "../../../../components/ui/button"
import { CloseIcon } from "../../../../components/ui/icons"
import { useReturnFocus } from "../../../../components/ui/use-return-focus"
import { useStaffTranslation } from "../../use-staff-i18n"
import { useUpdateProduct, type AdminMenuItem } from "../api/products"
import { productFields, productValues, type ProductValues } from "../schemas"
import { ProductForm } from "./product-form"
import { useWriteToasts } from "../lib/write-toasts"

type Props = { item: AdminMenuItem | null; categories: Category[]; onClose: () => void }

/** The Edit Product modal (spec points 2 and 5): open while `item` is set; focus goes back to its Edit button. */
export function EditProductDialog({ item, categories, onClose }: Props) {
  const { t } = useStaffTranslation("products")
  const toasts = useWriteToasts()
  const update = useUpdateProduct()
  const returnFocus = useReturnFocus()

  const onSubmit = (values: ProductValues) => {
    if (!item) return Promise.resolve(false)
    return update.mutateAsync({ id: item.id, fields: productFields(values, item), image: values.image, imageUrl: item.imageUrl }).then(
      () => {
        toasts.done("update", values.name)
        onClose()
        return false
      },
      (error: unknown) => {
        toasts.failed("update", error)
        return false
      }
    )
  }

  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay fixed inset-0 z-40 bg-stone-950/50" />
        <Dialog.Content
          {...returnFocus}
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-2xl outline-none"
        >
          <div className="flex items-center justify-between border-b border-stone-200 px-5 py-3">
            <Dialog.Title className="text-xl font-bold text-stone-900">{t("edit.title")}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t("edit.close")}>
                <CloseIcon />
              </Button>
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-4">
            {item && (
              <ProductForm
                key={item.id}
                mode="edit"
                label={t("edit.title")}
                categories={categories}
                defaultValues={productValues(item)}
                currentImageUrl={item.imageUrl || undefined}
                submitLabel={t("form.save")}
                pendingLabel={t("form.saving")}
                onSubmit={onSubmit}
                onCancel={onClose}
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
