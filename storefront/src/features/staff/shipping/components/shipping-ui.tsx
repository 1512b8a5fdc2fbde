import { isPackageKey, PACKAGE_TYPES, type Dimensions, type PackageKey } from "@shop/contract"
import { shipmentMarkOf } from "@shop/staff/shipping"
import type { Order } from "../../api/orders"
import type { TFunction } from "i18next"
import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { useStaffTranslation } from "../../use-staff-i18n"
import { cn } from "../../../../lib/cn"
import { Button, buttonVariants } from "../../../../components/ui/button"
import { WarningIcon, EyeIcon, ArrowLeftIcon } from "../../../../components/ui/icons"

/** Spec point 8: errors in the shipping screens show in a destructive alert titled 'Error'. */
export function ErrorAlert({ children, action, className }: { children: ReactNode; action?: ReactNode; className?: string }) {
  const { t } = useStaffTranslation("shipping")
  return (
    <div role="alert" className={cn("flex flex-col items-start gap-2 rounded-lg border border-red-700 bg-red-50 p-3 text-red-950", className)}>
      <p className="flex items-center gap-1.5 font-bold">
        <WarningIcon width={18} height={18} />
        {t("common.error")}
      </p>
      <p className="break-words">{children}</p>
      {action}
    </div>
  )
}

/** The Error alert of a list that could not be loaded, with Try again (busy while it asks again). */
export function RetryAlert({ onRetry, busy, children }: { onRetry: () => void; busy?: boolean; children: ReactNode }) {
  const { t } = useStaffTranslation("shipping")
  const retry = (
    <Button size="sm" variant="secondary" disabled={busy} onClick={onRetry}>
      {t("common.retry")}
    </Button>
  )
  return <ErrorAlert action={retry}>{children}</ErrorAlert>
}

export const tagClass = "inline-flex items-center whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold"

/** The 'Viewed' mark of the browser-local record (spec point 3): a word, not a colour. */
export function ViewedTag() {
  const { t } = useStaffTranslation("shipping")
  return (
    <span className={cn(tagClass, "border-sky-700 bg-sky-50 text-sky-900")}>
      <EyeIcon width={14} height={14} className="mr-1 inline-block align-[-2px]" />
      {t("common.viewed")}
    </span>
  )
}

/** 'Label created' on an order that has one. */
export function LabelTag() {
  const { t } = useStaffTranslation("shipping")
  return <span className={cn(tagClass, "border-green-700 bg-green-50 text-green-900")}>{t("common.labelCreated")}</span>
}

/**
 * Where the parcel stands (@shop/staff's shipmentMarkOf, the contract's shipmentState): 'Shipped'
 * once it is, 'Label created' while a bought label waits, nothing before. The same on every
 * shipping screen (issue 26 point 6).
 */
export function ShipmentTag({ order }: { order: Pick<Order, "shipmentState"> }) {
  const { t } = useStaffTranslation("shipping")
  const mark = shipmentMarkOf(order)
  if (mark === "labelBought") return <LabelTag />
  if (mark === "shipped") return <span className={cn(tagClass, "border-emerald-800 bg-emerald-100 text-emerald-950")}>{t("ship.shipped")}</span>
  return null
}

export const packageName = (t: TFunction<"shipping">, key: PackageKey) => t(`packages.types.${key}`)

export const dimensionsText = (t: TFunction<"shipping">, d: Dimensions) => t("common.dimensions", { length: d.length, width: d.width, height: d.height })

/** "Medium Flat Rate Box (11.2 × 8.7 × 6 in)" for a known package key, else the server's own words. */
export function packageText(t: TFunction<"shipping">, key: string | null | undefined, fallback?: string | null): string | null {
  if (isPackageKey(key)) {
    const dims = PACKAGE_TYPES[key].dimensions
    return dims ? `${packageName(t, key)} (${dimensionsText(t, dims)})` : packageName(t, key)
  }
  return fallback ?? null
}

/** A list with a heading, used by the shipping screens' order lists. */
export function Panel({ id, title, children, className, headingRef }: { id: string; title: ReactNode; children: ReactNode; className?: string; headingRef?: React.Ref<HTMLHeadingElement> }) {
  return (
    <section aria-labelledby={id} className={cn("rounded-xl border border-stone-200 bg-white p-4 shadow-sm", className)}>
      <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="mb-3 text-xl font-bold text-stone-900 outline-none">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The title, intro and 'Return to Admin' link at the top of /shipping-admin and /shippo-admin. */
export function ShippingPageHeader({ title, intro }: { title: string; intro: string }) {
  const { t } = useStaffTranslation("shipping")
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
        <p className="text-stone-700">{intro}</p>
      </div>
      <Link to="/admin" className={buttonVariants({ variant: "secondary" })}>
        <ArrowLeftIcon width={18} height={18} />
        {t("admin.returnToAdmin")}
      </Link>
    </div>
  )
}

/** A radio group drawn as a list of cards (the rates, the orders, the packages): one card an option, `children` says what it chooses. */
export function RadioCards<T, V extends string | number>({
  name,
  options,
  valueOf,
  value,
  onChange,
  children,
}: {
  name: string
  options: readonly T[]
  valueOf: (option: T) => V
  value: V | null
  onChange: (value: V) => void
  children: (option: T) => ReactNode
}) {
  return (
    <ul className="flex flex-col gap-2">
      {options.map((option) => {
        const v = valueOf(option)
        return (
          <li key={v}>
            <label
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-stone-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-red-800",
                v === value ? "border-red-800 bg-red-50 ring-1 ring-red-800" : "border-stone-300 bg-white hover:bg-stone-50"
              )}
            >
              <input type="radio" name={name} value={v} checked={v === value} onChange={() => onChange(v)} className="mt-1 h-5 w-5 accent-red-800" />
              {children(option)}
            </label>
          </li>
        )
      })}
    </ul>
  )
}
