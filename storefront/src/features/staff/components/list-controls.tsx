import type { PageInfo } from "@shop/staff"
import { useId, type InputHTMLAttributes, type ReactNode } from "react"
import { cn } from "../../../lib/cn"
import { Button } from "../../../components/ui/button"
import { controlClass } from "../../../components/ui/form-field"
import { Spinner } from "../../../components/ui/spinner"

/**
 * The views of a staff list's state (@shop/staff's useListState) in the shop's back office: a
 * labelled field of its bar, its search box, its loading / failure / empty states, and its pager.
 * The archived orders, the e-mails, and the product and shipping lists draw their bars with them.
 */

/** A labelled control of a list's bar: the label over its field (`field(id)`: a search box, a select). */
export function ListField({ label, field, className }: { label: string; field: (id: string) => ReactNode; className?: string }) {
  const id = useId()
  return (
    <div className={className ?? "flex flex-col gap-1"}>
      <label htmlFor={id} className="font-medium text-stone-900">
        {label}
      </label>
      {field(id)}
    </div>
  )
}

/** A list's filter under its label: a select whose first choice (`all`, the value "") is no filter, then `options` ([value, its words]). */
export function FilterSelect<V extends string>({ label, all, options, value, onChange }: { label: string; all: string; options: readonly (readonly [V, string])[]; value: V | undefined; onChange: (value: V | undefined) => void }) {
  return (
    <ListField
      label={label}
      field={(id) => (
        <select id={id} value={value ?? ""} onChange={(e) => onChange((e.target.value || undefined) as V | undefined)} className={controlClass()}>
          <option value="">{all}</option>
          {options.map(([v, words]) => (
            <option key={v} value={v}>
              {words}
            </option>
          ))}
        </select>
      )}
    />
  )
}

/** A list's search box under its label; `input`: more of the box's attributes (a length limit, a keyboard), `error` edges it red. */
export const SearchField = ({
  label,
  placeholder,
  value,
  onChange,
  className,
  error,
  input,
}: {
  label: string
  placeholder: string
  value: string
  onChange: (text: string) => void
  className?: string
  error?: string
  input?: InputHTMLAttributes<HTMLInputElement>
}) => (
  <ListField
    label={label}
    className={className}
    field={(id) => <input id={id} type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} {...input} className={controlClass(error)} />}
  />
)

/** What a list says while it loads, when it failed (with Retry), and when it is empty. */
export type ListTexts = { loading: string; failed: string; retry: string; empty: string }

/** What ListBody reads of the list's query (TanStack Query's result): loading, failed, and how to ask again. */
export type ListQuery = { isPending: boolean; isError: boolean; refetch: () => unknown }

/** A list's body: the spinner, the failure with Retry, the "nothing here" line, or its rows (`children`). */
export function ListBody({ query, empty, texts, children }: { query: ListQuery; empty: boolean; texts: ListTexts; children: ReactNode }) {
  if (query.isPending) return <Spinner label={texts.loading} />
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 p-8 text-stone-900">
        <p>{texts.failed}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {texts.retry}
        </Button>
      </div>
    )
  if (empty) return <p className="p-8 text-center text-stone-700">{texts.empty}</p>
  return <>{children}</>
}

/** A list's foot: where the page stands ('21–40 of 45') with Previous and Next. */
export function ListPages({ info, summary, previous, next, busy = false, onOffset }: { info: PageInfo; summary: string; previous: string; next: string; busy?: boolean; onOffset: (offset: number) => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 p-4 text-sm text-stone-800">
      <p>{summary}</p>
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" disabled={!info.hasPrevious || busy} onClick={() => onOffset(info.previousOffset)}>
          {previous}
        </Button>
        <Button size="sm" variant="secondary" disabled={!info.hasNext || busy} onClick={() => onOffset(info.nextOffset)}>
          {next}
        </Button>
      </div>
    </div>
  )
}

/** A staff table's sticky header cells. */
const HEAD_CELL = "sticky top-0 z-10 bg-stone-100 px-3 py-2 text-left text-sm font-semibold text-stone-800"

/** A staff table's header: one `th` a column ([label, its own classes]; false leaves a column out). */
export const TableHead = ({ columns, cellClass = HEAD_CELL }: { columns: (readonly [string, string?] | false)[]; cellClass?: string }) => (
  <thead>
    <tr>
      {columns.map((column) => column && <th key={column[0]} scope="col" className={cn(cellClass, column[1])}>{column[0]}</th>)}
    </tr>
  </thead>
)
