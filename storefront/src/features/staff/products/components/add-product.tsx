import { useCategories } from "../../../catalog/api/categories"
import { Spinner } from "../../../../components/ui/spinner"
import { useStaffTranslation } from "../../use-staff-i18n"
import { useCreateProduct } from "../api/products"
import { categoryTree } from "../lib/product-filter"
import { emptyProduct, productFields, type ProductValues } from "../schemas"
import { ProductForm } from "./product-form"
import { useWriteToasts } from "../lib/write-toasts"

/** The Add New Product tab: POST /api/upload-product (multipart), then a fresh form and a refreshed list. */
export function AddProduct() {
  const { t } = useStaffTranslation("products")
  const toasts = useWriteToasts()
  const categories = useCategories("en")
  const create = useCreateProduct()
  if (categories.isPending) {
    return <Spinner label={t("list.loading")} />
  }
  // Spec point 5: the category starts on the first one.
  const first = categoryTree(categories.data ?? [])[0]?.category.id ?? ""

  const onSubmit = (values: ProductValues) =>
    create.mutateAsync({ fields: productFields(values), image: values.image as File }).then(
      () => {
        toasts.done("create", values.name)
        return true
      },
      (error: unknown) => {
        toasts.failed("create", error)
        return false
      }
    )

  return (
    <ProductForm
      // A new first category (after Reset Categories) gives a form that starts on it.
      key={first}
      mode="add"
      label={t("form.addLabel")}
      categories={categories.data ?? []}
      defaultValues={emptyProduct(first)}
      submitLabel={t("form.create")}
      pendingLabel={t("form.creating")}
      onSubmit={onSubmit}
    />
  )
}
