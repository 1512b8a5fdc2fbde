import { useCategories } from "../../../catalog/api/categories"
import { Spinner } from "../../../../components/ui/spinner"
import { useToast } from "../../../../components/ui/toaster"
import { useStaffTranslation } from "../../use-staff-i18n"
import { useCreateProduct } from "../api/products"
import { categoryTree } from "../lib/product-filter"
import { useServerReason } from "../../use-server-reason"
import { emptyProduct, productFields, type ProductValues } from "../schemas"
import { ProductForm } from "./product-form"

/** The Add New Product tab: POST /api/upload-product (multipart), then a fresh form and a refreshed list. */
export function AddProduct() {
  const { t } = useStaffTranslation("products")
  const reasonOf = useServerReason()
  const toast = useToast()
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
        toast({ title: t("toast.created"), description: t("toast.createdText", { name: values.name }) })
        return true
      },
      (error: unknown) => {
        toast({ title: t("toast.error"), description: t("toast.createFailed", { reason: reasonOf(error) }), variant: "destructive" })
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
