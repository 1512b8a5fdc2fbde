import { SHIPPING_PAGE_SIZE } from "@shop/contract"
import { useListState as useStaffListState } from "@shop/staff/lists"
import { useId } from "react"
import { useStaffTranslation } from "../../use-staff-i18n"
import { Button } from "../../../../components/ui/button"
import { controlClass } from "../../../../components/ui/form-field"
import { SearchIcon } from "../../../../components/ui/icons"
import { cn } from "../../../../lib/cn"

/** What a shipping list shows: the typed search (sent after a short pause) and the page (@shop/staff's list state). */
export const useListState = (debounceMs = 300) => useStaffListState({ pageSize: SHIPPING_PAGE_SIZE, debounceMs })

/** A staff list's search box: by default a shipping list's (order number, name or phone); the products list names its own. */
export function ListSearch({ value, onChange, label, hint }: { value: string; onChange: (v: string) => void; label?: string; hint?: string }) {
  const { t } = useStaffTranslation("shipping")
  const id = useId()
  const said = { label: label ?? t("list.search"), hint: hint ?? t("list.searchHint") }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-stone-900">
        {said.label}
      </label>
      <div className="relative max-w-md">
        <SearchIcon width={18} height={18} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-stone-600" />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={said.hint}
          aria-describedby={`${id}-hint`}
          className={cn(controlClass(), "pl-9")}
        />
      </div>
      <p id={`${id}-hint`} className="sr-only">
        {said.hint}
      </p>
    </div>
  )
}

/** 'Page 2 of 6 · 110 orders' with Previous and Next. */
export function ListPager({ page, pages, total, onPage, label }: { page: number; pages: number; total: number; onPage: (page: number) => void; label: string }) {
  const { t } = useStaffTranslation("shipping")
  if (total === 0) return null
  return (
    <nav aria-label={`${label}: ${t("list.pages")}`} className="flex flex-wrap items-center justify-between gap-2 text-stone-800">
      <p aria-live="polite">
        {t("list.page", { page, pages })} · {t("list.total", { count: total })}
      </p>
      {pages > 1 && (
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t("list.previous")}
          </Button>
          <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t("list.next")}
          </Button>
        </div>
      )}
    </nav>
  )
}
