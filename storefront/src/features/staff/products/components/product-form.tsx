import { useRoleWords, useStaffRole } from "../../use-role"
import { zodResolver } from "@hookform/resolvers/zod"
import { useEffect, useRef, useState } from "react"
import { useForm } from "react-hook-form"
import type { Category } from "../../../catalog/api/categories"
import { Button } from "../../../../components/ui/button"
import { useStaffTranslation } from "../../use-staff-i18n"
import { categoryTree } from "../lib/product-filter"
import { newProductSchema, productSchema, type ProductErrorKey, type ProductValues } from "../schemas"
import { controlClass, Field } from "../../../../components/ui/form-field"

const FIELD_ORDER = ["image", "name", "description", "price", "categoryId"] as const

type Props = {
  /** "add" requires an image; "edit" keeps the current one unless a new one is chosen. */
  mode: "add" | "edit"
  /** The form's accessible name. */
  label: string
  categories: Category[]
  defaultValues: ProductValues
  currentImageUrl?: string
  submitLabel: string
  pendingLabel: string
  /** Resolves true when the product was saved (the add form then starts afresh). */
  onSubmit: (values: ProductValues) => Promise<boolean>
  onCancel?: () => void
}

/** The add and edit product form (spec points 3 and 5). */
export function ProductForm({ mode, label, categories, defaultValues, currentImageUrl, submitLabel, pendingLabel, onSubmit, onCancel }: Props) {
  const { t } = useStaffTranslation("products")
  // staff edit a product but not its price (the server refuses a changed price: role.forbidden)
  const mayPrice = useStaffRole().can("products.price")
  const { refusal } = useRoleWords()
  // The image input is not registered (its value is a File, not the input's FileList), so focus on
  // the first wrong field is ours to move.
  const form = useForm<ProductValues>({ resolver: zodResolver(mode === "add" ? newProductSchema : productSchema), defaultValues, shouldFocusError: false })
  const { errors, isSubmitting, isSubmitted } = form.formState
  const fileInput = useRef<HTMLInputElement>(null)
  const image = form.watch("image")
  const preview = useObjectUrl(image)
  const e = (key?: string) => (key ? t(key as ProductErrorKey) : undefined)
  const options = categoryTree(categories)

  const submit = form.handleSubmit(
    async (values) => {
      if (await onSubmit(values)) {
        form.reset(defaultValues)
        if (fileInput.current) fileInput.current.value = ""
      }
    },
    (invalid) => {
      const first = FIELD_ORDER.find((name) => invalid[name])
      if (first === "image") fileInput.current?.focus()
      else if (first) form.setFocus(first)
    }
  )

  const imageError = e(errors.image?.message)
  return (
    <form onSubmit={submit} noValidate aria-label={label} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
        <Field
          label={mode === "add" ? t("form.image") : t("form.newImage")}
          optional={mode === "edit" ? t("form.optional") : undefined}
          hint={mode === "add" ? t("form.imageHint") : t("form.newImageHint")}
          error={imageError}
        >
          {(control) => (
            <input
              {...control}
              ref={fileInput}
              type="file"
              accept="image/*"
              className={controlClass(imageError)}
              onChange={(event) => form.setValue("image", event.currentTarget.files?.[0] ?? null, { shouldValidate: isSubmitted, shouldDirty: true })}
            />
          )}
        </Field>
        {(preview || currentImageUrl) && (
          <img
            src={preview ?? currentImageUrl}
            alt={preview ? t("form.preview") : t("form.currentImage")}
            width={96}
            height={96}
            className="h-24 w-24 rounded-lg border border-stone-200 object-cover"
          />
        )}
      </div>
      <Field label={t("form.name")} error={e(errors.name?.message)}>
        {(control) => <input {...control} className={controlClass(errors.name?.message)} {...form.register("name")} />}
      </Field>
      <Field label={t("form.description")} error={e(errors.description?.message)}>
        {(control) => <textarea {...control} rows={3} className={controlClass(errors.description?.message)} {...form.register("description")} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("form.price")} hint={mayPrice ? t("form.priceHint") : refusal("products.price")} error={e(errors.price?.message)}>
          {(control) => <input {...control} inputMode="decimal" readOnly={!mayPrice} className={controlClass(errors.price?.message)} {...form.register("price")} />}
        </Field>
        <Field label={t("form.category")} hint={categories.length ? undefined : t("form.noCategories")} error={e(errors.categoryId?.message)}>
          {(control) => (
            <select {...control} className={controlClass(errors.categoryId?.message)} {...form.register("categoryId")}>
              <option value="" disabled>
                {t("form.chooseCategory")}
              </option>
              {options.map(({ category, depth }) => (
                <option key={category.id} value={category.id}>
                  {"\u00a0\u00a0".repeat(depth) + category.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <fieldset className="flex flex-wrap gap-6">
        <legend className="mb-1 font-medium text-stone-900">{t("form.marks")}</legend>
        <label className="flex min-h-9 items-center gap-2">
          <input type="checkbox" className="h-5 w-5 accent-red-800" {...form.register("isNew")} />
          {t("form.isNew")}
        </label>
        <label className="flex min-h-9 items-center gap-2">
          <input type="checkbox" className="h-5 w-5 accent-red-800" {...form.register("isPopular")} />
          {t("form.isPopular")}
        </label>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("form.cookTime")} optional={t("form.optional")}>
          {(control) => <input {...control} className={controlClass()} {...form.register("cookTime")} />}
        </Field>
        <Field label={t("form.dietaryInfo")} optional={t("form.optional")}>
          {(control) => <input {...control} className={controlClass()} {...form.register("dietaryInfo")} />}
        </Field>
        <Field label={t("form.nameKm")} optional={t("form.optional")}>
          {(control) => <input {...control} lang="km" className={controlClass()} {...form.register("nameKm")} />}
        </Field>
        <Field label={t("form.descriptionKm")} optional={t("form.optional")}>
          {(control) => <textarea {...control} lang="km" rows={2} className={controlClass()} {...form.register("descriptionKm")} />}
        </Field>
        <Field label={t("form.cookTimeKm")} optional={t("form.optional")}>
          {(control) => <input {...control} lang="km" className={controlClass()} {...form.register("cookTimeKm")} />}
        </Field>
        <Field label={t("form.dietaryInfoKm")} optional={t("form.optional")}>
          {(control) => <input {...control} lang="km" className={controlClass()} {...form.register("dietaryInfoKm")} />}
        </Field>
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t("form.cancel")}
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  )
}

/** An object URL for the chosen file's preview, revoked when the file changes or the form goes. */
function useObjectUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) {
      setUrl(null)
      return
    }
    const next = URL.createObjectURL(file)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [file])
  // No stale preview for the render between a reset and the effect that clears it.
  return file ? url : null
}
