import { useRoleWords, useStaffRole } from "../../use-role"
import { useId, useMemo, useRef, useState } from "react"
import { useCategories } from "../../../catalog/api/categories"
import { PLACEHOLDER_IMAGE } from "../../../catalog/components/product-card"
import { Button } from "../../../../components/ui/button"
import { Spinner } from "../../../../components/ui/spinner"
import { formatPrice } from "../../../../lib/format"
import { useStaffTranslation } from "../../use-staff-i18n"
import { useAdminProducts, type AdminMenuItem } from "../api/products"
import { ALL, categoryTree, countByCategory, filterProducts } from "../lib/product-filter"
import { controlClass } from "../../../../components/ui/form-field"
import { DeleteProductDialog } from "./delete-product-dialog"
import { EditProductDialog } from "./edit-product-dialog"
import { SearchField } from "../../components/list-controls"

/** The Manage Products tab: search, category filter with counts, totals, and the list with Edit and Delete. */
export function ManageProducts() {
  const { t } = useStaffTranslation("products")
  const role = useStaffRole()
  const { refusal } = useRoleWords()
  const products = useAdminProducts()
  const categories = useCategories("en")
  const [query, setQuery] = useState("")
  const [chosen, setChosen] = useState(ALL)
  const [editing, setEditing] = useState<AdminMenuItem | null>(null)
  const [deleting, setDeleting] = useState<AdminMenuItem | null>(null)
  const listRef = useRef<HTMLElement>(null)
  const categoryId = useId()

  const all = useMemo(() => products.data ?? [], [products.data])
  const cats = useMemo(() => categories.data ?? [], [categories.data])
  const counts = useMemo(() => countByCategory(all, cats), [all, cats])
  const names = useMemo(() => new Map(cats.map((c) => [c.id, c.name])), [cats])
  // A category removed meanwhile (Reset Categories) falls back to all of them.
  const category = chosen !== ALL && names.has(chosen) ? chosen : ALL
  const shown = useMemo(() => filterProducts(all, cats, { query, categoryId: category }), [all, cats, query, category])

  if (products.isPending) {
    return <Spinner label={t("list.loading")} />
  }
  if (products.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 py-6">
        <p className="text-stone-900">{t("list.loadError")}</p>
        <Button variant="secondary" onClick={() => products.refetch()}>
          {t("list.retry")}
        </Button>
      </div>
    )
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <SearchField label={t("list.search")} placeholder={t("list.searchPlaceholder")} value={query} onChange={setQuery} />
        <div className="flex flex-col gap-1">
          <label htmlFor={categoryId} className="font-medium text-stone-900">
            {t("list.category")}
          </label>
          <select id={categoryId} value={category} onChange={(e) => setChosen(e.target.value)} className={controlClass()}>
            <option value={ALL}>{t("list.allCategories", { count: all.length })}</option>
            {categoryTree(cats).map(({ category: c, depth }) => (
              <option key={c.id} value={c.id}>
                {"\u00a0\u00a0".repeat(depth) + t("list.categoryOption", { name: c.name, count: counts.get(c.id) ?? 0 })}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          disabled={!query && category === ALL}
          onClick={() => {
            setQuery("")
            setChosen(ALL)
          }}
        >
          {t("list.clearFilters")}
        </Button>
      </div>
      <p role="status" className="text-sm font-medium text-stone-800">
        {t("list.totals", { shown: shown.length, count: all.length })}
      </p>
      <section
        ref={listRef}
        tabIndex={-1}
        aria-label={t("list.label")}
        className="max-h-[600px] overflow-y-auto rounded-lg border border-stone-200 outline-none focus-visible:ring-2 focus-visible:ring-red-800"
      >
        {shown.length === 0 ? (
          <p className="p-6 text-center text-stone-800">{all.length === 0 ? t("list.empty") : t("list.noMatch")}</p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {shown.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
                <img
                  src={item.imageUrl || PLACEHOLDER_IMAGE}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className="h-14 w-14 shrink-0 rounded-lg bg-stone-100 object-cover"
                  onError={(e) => {
                    const img = e.currentTarget
                    if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE
                  }}
                />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
                    {item.name}
                    {item.isNew && <span className="rounded-full bg-red-800 px-2 py-0.5 text-xs font-bold text-white">{t("list.new")}</span>}
                    {item.isPopular && <span className="rounded-full bg-amber-800 px-2 py-0.5 text-xs font-bold text-white">{t("list.popular")}</span>}
                  </p>
                  {item.nameKm && (
                    <p lang="km" className="text-sm text-stone-800">
                      {item.nameKm}
                    </p>
                  )}
                  <p className="text-sm text-stone-700">
                    {formatPrice(item.price)} · {(item.categoryId && names.get(item.categoryId)) || t("list.noCategory")}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button size="sm" variant="secondary" aria-label={t("list.editNamed", { name: item.name })} onClick={() => setEditing(item)}>
                    {t("list.edit")}
                  </Button>
                  <Button size="sm" variant="secondary" aria-label={t("list.deleteNamed", { name: item.name })} disabled={!role.can("products.delete")} title={role.can("products.delete") ? undefined : refusal("products.delete")} onClick={() => setDeleting(item)}>
                    {t("list.delete")}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <EditProductDialog item={editing} categories={cats} onClose={() => setEditing(null)} />
      <DeleteProductDialog item={deleting} onClose={() => setDeleting(null)} fallbackFocus={() => listRef.current?.focus()} />
    </div>
  )
}
