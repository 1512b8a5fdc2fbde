import { defineWidgetConfig } from "@medusajs/admin-sdk"
import { useRoleWords } from "../hooks/role"
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types"
import { Button, Container, Input, Label, Switch, Text, Textarea, toast } from "@medusajs/ui"
import { useEffect, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react"
import { TitleBlock } from "../components/panel"
import { useShopProduct, useUpdateShopProduct } from "../hooks/products"
import { useShopTranslation } from "../lib/i18n"
import { changedFields, shopFieldValues, type ShopFieldValues } from "@shop/staff/products"

// The form's values, from the product and back (only what changed is sent): @shop/staff/products, as the storefront's product form.
type Form = ShopFieldValues
type TextKey = Exclude<keyof Form, "isNew" | "isPopular">

/** A labelled text field of the form. */
const Field = ({ id, label, children }: { id: string; label: string; children: ReactNode }) => (
  <div className="flex flex-col gap-1">
    <Label htmlFor={id} size="small" weight="plus">
      {label}
    </Label>
    {children}
  </div>
)

/** A labelled switch of the form. */
const Toggle = ({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) => (
  <div className="flex items-center gap-2">
    <Switch id={id} checked={checked} onCheckedChange={onChange} />
    <Label htmlFor={id} size="small">
      {label}
    </Label>
  </div>
)

/**
 * On a product's page: the storefront's own fields (New, Popular, Weight/Size, Additional Info)
 * and their Khmer (name, description, Weight/Size, Additional Info), edited in place through the same server logic as
 * PATCH /api/menu-items/{id}. A product without Khmer text says so.
 */
const ProductShopFieldsWidget = ({ data }: DetailWidgetProps<AdminProduct>) => {
  const { t, lang } = useShopTranslation()
  const { reason } = useRoleWords()
  const { data: answer, isLoading, isError, error, refetch } = useShopProduct(data.id)
  const update = useUpdateShopProduct(data.id)
  const product = answer?.product
  const [form, setForm] = useState<Form | null>(null)

  useEffect(() => {
    if (product) setForm(shopFieldValues(product))
  }, [product])

  if (isLoading || (!form && !isError)) {
    return (
      <Container lang={lang}>
        <Text size="small">{t("common.loading")}</Text>
      </Container>
    )
  }
  if (isError || !product || !form) {
    return (
      <Container lang={lang} className="flex flex-col gap-2">
        <Text size="small">{t("common.loadError", { reason: (error as Error | null)?.message ?? "" })}</Text>
        <Button size="small" variant="secondary" onClick={() => refetch()}>
          {t("common.retry")}
        </Button>
      </Container>
    )
  }

  const saved = shopFieldValues(product)
  const diff = changedFields(saved, form)
  const dirty = Object.keys(diff).length > 0
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm({ ...form, [key]: value })
  /** A text field's value and onChange on the form. */
  const bind = (key: TextKey) => ({ value: form[key], onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, e.target.value) })
  const khmerHint =
    !product.nameKm && !product.descriptionKm && !product.cookTimeKm && !product.dietaryInfoKm
      ? t("products.widget.noKhmer")
      : !product.nameKm
        ? t("products.widget.noKhmerName")
        : !product.descriptionKm
          ? t("products.widget.noKhmerDescription")
          : null

  const submit = (e: FormEvent) => {
    e.preventDefault()
    update.mutate(diff, {
      onSuccess: () => toast.success(t("products.widget.saved")),
      onError: (err) => toast.error(t("products.widget.saveFailed", { reason: reason(err) })),
    })
  }

  return (
    <Container lang={lang} className="divide-y p-0">
      <div className="px-6 py-4">
        <TitleBlock title={t("products.widget.title")} intro={t("products.widget.intro")} />
      </div>
      <form onSubmit={submit} className="flex flex-col gap-4 px-6 py-4" aria-label={t("products.widget.title")}>
        <div className="flex flex-wrap gap-6">
          <Toggle id="shop-is-new" label={t("products.form.isNew")} checked={form.isNew} onChange={(v) => set("isNew", v)} />
          <Toggle id="shop-is-popular" label={t("products.form.isPopular")} checked={form.isPopular} onChange={(v) => set("isPopular", v)} />
        </div>
        <Field id="shop-weight-size" label={t("products.form.cookTime")}>
          <Input id="shop-weight-size" size="small" maxLength={200} {...bind("cookTime")} />
        </Field>
        <Field id="shop-additional-info" label={t("products.form.dietaryInfo")}>
          <Textarea id="shop-additional-info" rows={2} maxLength={1000} {...bind("dietaryInfo")} />
        </Field>
        <fieldset className="flex flex-col gap-3">
          <legend className="txt-compact-small-plus mb-2">{t("products.widget.khmer")}</legend>
          {khmerHint && (
            <div role="status" className="bg-ui-tag-orange-bg text-ui-tag-orange-text rounded-md px-3 py-2">
              <Text size="small">{khmerHint}</Text>
            </div>
          )}
          <Field id="shop-name-km" label={t("products.form.nameKm")}>
            <Input id="shop-name-km" lang="km" size="small" maxLength={200} {...bind("nameKm")} />
          </Field>
          <Field id="shop-description-km" label={t("products.form.descriptionKm")}>
            <Textarea id="shop-description-km" lang="km" rows={3} maxLength={5000} {...bind("descriptionKm")} />
          </Field>
          <Field id="shop-weight-size-km" label={t("products.form.cookTimeKm")}>
            <Input id="shop-weight-size-km" lang="km" size="small" maxLength={200} placeholder={product.cookTime ?? undefined} {...bind("cookTimeKm")} />
          </Field>
          <Field id="shop-additional-info-km" label={t("products.form.dietaryInfoKm")}>
            <Textarea id="shop-additional-info-km" lang="km" rows={2} maxLength={1000} placeholder={product.dietaryInfo ?? undefined} {...bind("dietaryInfoKm")} />
          </Field>
          <Text size="xsmall" className="text-ui-fg-muted">
            {t("products.widget.khmerHint")} {t("products.widget.emptyClears")}
          </Text>
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" size="small" disabled={!dirty || update.isPending} isLoading={update.isPending}>
            {update.isPending ? t("common.saving") : t("common.save")}
          </Button>
        </div>
      </form>
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "product.details.side.after",
  id: "cambodian-shop:product-shop-fields",
})

export default ProductShopFieldsWidget
