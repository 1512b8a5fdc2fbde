import { pageInfo } from "@shop/staff"
import { PressedButtons as Group, type PressedButtonProps, type PressedButtonsProps } from "@shop/staff/lists"
import { Button, Container, Heading, Input, Table, Text } from "@medusajs/ui"
import type { ReactNode } from "react"
import { useShopTranslation, type ShopKey } from "../lib/i18n"
import { LanguageSwitch } from "./language-switch"

/** A section's heading and the subtle line under it (the shop's pages, widgets and cards). */
export const TitleBlock = ({ title, intro, level = "h2", id }: { title: ReactNode; intro: ReactNode; level?: "h1" | "h2" | "h3"; id?: string }) => (
  <>
    <Heading level={level} id={id}>
      {title}
    </Heading>
    <Text size="small" className="text-ui-fg-subtle">
      {intro}
    </Text>
  </>
)

/** A shop page's top: what the page is on the left, the language switch on the right. */
export const PageHeader = ({ children }: { children: ReactNode }) => (
  <div className="flex flex-wrap items-start justify-between gap-4 px-6 py-4">
    {children}
    <LanguageSwitch />
  </div>
)

/** A shop page in Medusa's admin: in the admin's language, its header (`header`, the language switch beside it) over `children`. */
export const ShopPage = ({ header, children }: { header: ReactNode; children: ReactNode }) => {
  const { lang } = useShopTranslation()
  return (
    <Container lang={lang} className="divide-y p-0">
      <PageHeader>{header}</PageHeader>
      {children}
    </Container>
  )
}

/** A label and its value side by side (a widget's rows, a drawer's facts); `className` lays the pair out. */
export const Fact = ({ label, children, className, valueClassName = "txt-compact-small" }: { label: string; children: ReactNode; className: string; valueClassName?: string }) => (
  <div className={className}>
    <Text size="small" leading="compact" weight="plus" className="text-ui-fg-subtle">
      {label}
    </Text>
    <div className={valueClassName}>{children}</div>
  </div>
)

/** A list page's title with its count badge, and the line under it. */
export const ListTitle = ({ title, badge, intro }: { title: ReactNode; badge?: ReactNode; intro: ReactNode }) => (
  <div>
    <div className="flex items-center gap-2">
      <Heading level="h1">{title}</Heading>
      {badge}
    </div>
    <Text size="small" className="text-ui-fg-subtle max-w-2xl">
      {intro}
    </Text>
  </div>
)

const PressedButton = ({ pressed, ...props }: PressedButtonProps) => <Button size="small" variant={pressed ? "primary" : "secondary"} aria-pressed={pressed} {...props} />

/** A named group of buttons, the chosen one pressed (@shop/staff's group with Medusa UI's buttons). */
export const PressedButtons = (props: PressedButtonsProps) => <Group {...props} Button={PressedButton} />

/** A list's filter buttons (one pressed), in the order of `options`: each value with the key of its label. */
export function FilterButtons<F extends string>({ label, options, value, onChange, className }: { label: string; options: Record<F, ShopKey>; value: F; onChange: (value: F) => void; className?: string }) {
  const { t } = useShopTranslation()
  const items = (Object.entries(options) as [F, ShopKey][]).map(([f, key]) => ({ key: f, text: t(key), pressed: value === f, onPress: () => onChange(f) }))
  return <PressedButtons label={label} items={items} className={className} />
}

/** "Loading…" in a panel's padding. */
export const Loading = () => {
  const { t } = useShopTranslation()
  return (
    <Text size="small" className="px-6 py-4">
      {t("common.loading")}
    </Text>
  )
}

/** Why a panel's data did not load, with Retry. */
export const LoadError = ({ error, retry }: { error: unknown; retry: () => void }) => {
  const { t } = useShopTranslation()
  return (
    <div className="flex items-center gap-2 px-6 py-4">
      <Text size="small">{t("common.loadError", { reason: (error as Error | null)?.message ?? "" })}</Text>
      <Button size="small" variant="secondary" onClick={retry}>
        {t("common.retry")}
      </Button>
    </div>
  )
}

/** A list's "nothing here" line. */
/** A table cell whose pieces (a line, badges, a note) stand one under the other, to the left. */
export const StackCell = ({ className, children }: { className?: string; children: ReactNode }) => (
  <Table.Cell className={className}>
    <div className="flex flex-col items-start gap-1">{children}</div>
  </Table.Cell>
)

export const Empty = ({ children }: { children: ReactNode }) => (
  <Text size="small" className="text-ui-fg-muted px-6 py-4">
    {children}
  </Text>
)

/** A table with one header row; its rows are the children. */
export const ListTable = ({ headers, children }: { headers: string[]; children: ReactNode }) => (
  <Table>
    <Table.Header>
      <Table.Row>
        {headers.map((h) => (
          <Table.HeaderCell key={h}>{h}</Table.HeaderCell>
        ))}
      </Table.Row>
    </Table.Header>
    <Table.Body>{children}</Table.Body>
  </Table>
)

export type PagerKeys = { page: ShopKey; previous: ShopKey; next: ShopKey }

/** "1–20 of 45" with Previous / Next, pageSize rows a page. */
export function Pager({ offset, count, pageSize, keys, onChange }: { offset: number; count: number; pageSize: number; keys: PagerKeys; onChange: (offset: number) => void }) {
  const { t } = useShopTranslation()
  const at = pageInfo({ offset, limit: pageSize, count })
  return (
    <div className="flex items-center justify-between px-6 py-3">
      <Text size="small" className="text-ui-fg-subtle">
        {t(keys.page, { from: at.from, to: at.to, count })}
      </Text>
      <div className="flex gap-2">
        <Button size="small" variant="secondary" disabled={!at.hasPrevious} onClick={() => onChange(at.previousOffset)}>
          {t(keys.previous)}
        </Button>
        <Button size="small" variant="secondary" disabled={offset + pageSize >= count} onClick={() => onChange(at.nextOffset)}>
          {t(keys.next)}
        </Button>
      </div>
    </div>
  )
}

/** A list's search box (its label read by screen readers), on a list's state of @shop/staff. */
export const ListSearch = ({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (text: string) => void }) => (
  <div className="px-6 py-3">
    <Input type="search" size="small" aria-label={label} placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
  </div>
)

/** What a list page knows of its query (react-query's result). */
type ListResult<P> = { data?: P; isLoading: boolean; isError: boolean; error: unknown; refetch: () => unknown }

/**
 * A shop list's body: "Loading…", the failure with Retry, the "nothing here" line, or its table with
 * the pager. `rows` draws the page's rows; `count` is the list's whole length.
 */
export function PagedTable<P>({
  result,
  rows,
  count,
  empty,
  headers,
  list,
  keys,
  errorOf = (e) => e,
}: {
  result: ListResult<P>
  rows: (page: P) => ReactNode[]
  count: (page: P) => number
  empty: ReactNode
  headers: string[]
  list: { offset: number; limit: number; setOffset: (offset: number) => void }
  keys: PagerKeys
  errorOf?: (error: unknown) => unknown
}) {
  const { data, isLoading, isError, error, refetch } = result
  if (isLoading) return <Loading />
  if (isError || !data) return <LoadError error={errorOf(error)} retry={() => refetch()} />
  const shown = rows(data)
  if (!shown.length) return <Empty>{empty}</Empty>
  return (
    <>
      <ListTable headers={headers}>{shown}</ListTable>
      <Pager offset={list.offset} count={count(data)} pageSize={list.limit} keys={keys} onChange={list.setOffset} />
    </>
  )
}
