import { SHIPPING_PAGE_SIZE } from "@shop/contract"
import { useListState as useStaffListState } from "@shop/staff/lists"
import { ListField } from "../../components/list-controls"
import { useStaffTranslation } from "../../use-staff-i18n"
import { Button } from "../../../../components/ui/button"
import { controlClass } from "../../../../components/ui/form-field"
import { SearchIcon } from "../../../../components/ui/icons"
import { cn } from "../../../../lib/cn"

/** What a shipping list shows: the typed search (sent after a short pause) and the page (@shop/staff's list state). */
export const useListState = (debounceMs = 300) => useStaffListState({ pageSize: SHIPPING_PAGE_SIZE, debounceMs })

/** A shipping list's search box (order number, name or phone), a field of the staff lists' bar. */
export function ListSearch({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useStaffTranslation("shipping")
  return (
    <ListField
      label={t("list.search")}
      field={(id) => (
        <div className="relative max-w-md">
          <SearchIcon width={18} height={18} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-stone-600" />
          <input id={id} type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={t("list.searchHint")} aria-describedby={`${id}-hint`} className={cn(controlClass(), "pl-9")} />
          <p id={`${id}-hint`} className="sr-only">
            {t("list.searchHint")}
          </p>
        </div>
      )}
    />
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
