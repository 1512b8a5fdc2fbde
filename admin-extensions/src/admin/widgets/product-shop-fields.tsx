import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types"
import { Button, Container, Heading, Input, Label, Switch, Text, Textarea, toast } from "@medusajs/ui"
import { useEffect, useState, type FormEvent } from "react"
import { useShopProduct, useUpdateShopProduct } from "../hooks/products"
import { useShopTranslation } from "../lib/i18n"
import type { ShopProduct, ShopProductFields } from "../lib/types"

type Form = {
  isNew: boolean
  isPopular: boolean
  cookTime: string
  dietaryInfo: string
  nameKm: string
  descriptionKm: string
  cookTimeKm: string
  dietaryInfoKm: string
}

const formOf = (p: ShopProduct): Form => ({
  isNew: p.isNew,
  isPopular: p.isPopular,
  cookTime: p.cookTime ?? "",
  dietaryInfo: p.dietaryInfo ?? "",
  nameKm: p.nameKm ?? "",
  descriptionKm: p.descriptionKm ?? "",
  cookTimeKm: p.cookTimeKm ?? "",
  dietaryInfoKm: p.dietaryInfoKm ?? "",
})

/** Only what changed is sent: an absent field stays as it is on the server; an empty text clears it. */
function changes(before: Form, after: Form): Partial<ShopProductFields> {
  const out: Partial<ShopProductFields> = {}
  for (const key of Object.keys(after) as (keyof Form)[]) {
    if (after[key] !== before[key]) (out as Record<string, unknown>)[key] = after[key]
  }
  return out
}

/**
 * On a product's page: the storefront's own fields (New, Popular, Weight/Size, Additional Info)
 * and their Khmer (name, description, Weight/Size, Additional Info), edited in place through the same server logic as
 * PATCH /api/menu-items/{id}. A product without Khmer text says so.
 */
const ProductShopFieldsWidget = ({ data }: DetailWidgetProps<AdminProduct>) => {
  const { t, lang } = useShopTranslation()
  const { data: answer, isLoading, isError, error, refetch } = useShopProduct(data.id)
  const update = useUpdateShopProduct(data.id)
  const product = answer?.product
  const [form, setForm] = useState<Form | null>(null)

  useEffect(() => {
    if (product) setForm(formOf(product))
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

  const saved = formOf(product)
  const diff = changes(saved, form)
  const dirty = Object.keys(diff).length > 0
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm({ ...form, [key]: value })
  const khmerHint =
    !product.nameKm && !product.descriptionKm && !product.cookTimeKm && !product.dietaryInfoKm
      ? t("product.noKhmer")
      : !product.nameKm
        ? t("product.noKhmerName")
        : !product.descriptionKm
          ? t("product.noKhmerDescription")
          : null

  const submit = (e: FormEvent) => {
    e.preventDefault()
    update.mutate(diff, {
      onSuccess: () => toast.success(t("product.saved")),
      onError: (err) => toast.error(t("product.saveFailed", { reason: err.message })),
    })
  }

  return (
    <Container lang={lang} className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h2">{t("product.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {t("product.intro")}
        </Text>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-4 px-6 py-4" aria-label={t("product.title")}>
        <div className="flex flex-wrap gap-6">
          <div className="flex items-center gap-2">
            <Switch id="shop-is-new" checked={form.isNew} onCheckedChange={(v) => set("isNew", v)} />
            <Label htmlFor="shop-is-new" size="small">
              {t("product.isNew")}
            </Label>
          </div>
          <div className="flex items-center gap-2">
            <Switch id="shop-is-popular" checked={form.isPopular} onCheckedChange={(v) => set("isPopular", v)} />
            <Label htmlFor="shop-is-popular" size="small">
              {t("product.isPopular")}
            </Label>
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="shop-weight-size" size="small" weight="plus">
            {t("product.weightSize")}
          </Label>
          <Input id="shop-weight-size" size="small" maxLength={200} value={form.cookTime} onChange={(e) => set("cookTime", e.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="shop-additional-info" size="small" weight="plus">
            {t("product.additionalInfo")}
          </Label>
          <Textarea id="shop-additional-info" rows={2} maxLength={1000} value={form.dietaryInfo} onChange={(e) => set("dietaryInfo", e.target.value)} />
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="txt-compact-small-plus mb-2">{t("product.khmer")}</legend>
          {khmerHint && (
            <div role="status" className="bg-ui-tag-orange-bg text-ui-tag-orange-text rounded-md px-3 py-2">
              <Text size="small">{khmerHint}</Text>
            </div>
          )}
          <div className="flex flex-col gap-1">
            <Label htmlFor="shop-name-km" size="small" weight="plus">
              {t("product.nameKm")}
            </Label>
            <Input id="shop-name-km" lang="km" size="small" maxLength={200} value={form.nameKm} onChange={(e) => set("nameKm", e.target.value)} />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="shop-description-km" size="small" weight="plus">
              {t("product.descriptionKm")}
            </Label>
            <Textarea
              id="shop-description-km"
              lang="km"
              rows={3}
              maxLength={5000}
              value={form.descriptionKm}
              onChange={(e) => set("descriptionKm", e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="shop-weight-size-km" size="small" weight="plus">
              {t("product.weightSizeKm")}
            </Label>
            <Input
              id="shop-weight-size-km"
              lang="km"
              size="small"
              maxLength={200}
              placeholder={product.cookTime ?? undefined}
              value={form.cookTimeKm}
              onChange={(e) => set("cookTimeKm", e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="shop-additional-info-km" size="small" weight="plus">
              {t("product.additionalInfoKm")}
            </Label>
            <Textarea
              id="shop-additional-info-km"
              lang="km"
              rows={2}
              maxLength={1000}
              placeholder={product.dietaryInfo ?? undefined}
              value={form.dietaryInfoKm}
              onChange={(e) => set("dietaryInfoKm", e.target.value)}
            />
          </div>
          <Text size="xsmall" className="text-ui-fg-muted">
            {t("product.khmerHint")} {t("product.emptyClears")}
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
