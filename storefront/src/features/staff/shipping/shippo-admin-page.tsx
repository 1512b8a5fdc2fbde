import { Tabs } from "radix-ui"
import { useEffect, useId, useRef, useState } from "react"
import { adminOnly } from "../components/require-admin"
import type { Order } from "../api/orders"
import { useStaffTranslation } from "../use-staff-i18n"
import {
  DEFAULT_FLAT_RATE_PACKAGE,
  FLAT_RATE_PACKAGES,
  PACKAGE_TYPES,
  useApiKeyStatus,
  useCompareRates,
  useCreateSimpleLabel,
  useLabelsHistory,
  useShippingOrders,
  ESTIMATED_WEIGHT_LB,
  type FlatRatePackage,
  type LabelResult,
} from "./api/shipping"
import { useShippingReason } from "./lib/reasons"
import { useViewedLabels } from "./lib/viewed-labels"
import { LabelCard } from "./components/label-card"
import { dimensionsText, ErrorAlert, packageName, Panel, RadioCards, RetryAlert, ShipmentTag, ShippingPageHeader, ViewedTag } from "./components/shipping-ui"
import { hasLabel, itemCount } from "./lib/order-lists"
import { ListPager, ListSearch, useListState } from "./components/list-controls"
import { PaymentNotVerifiedTag, paymentUnverified, useConfirmShip } from "./components/confirm-ship"
import { type ShippingOrdersPage } from "@shop/contract"
import { checkParcel, labelPurchase } from "@shop/staff/shipping"
import { uspsPriorityRate } from "@shop/contract"
import { Button, buttonVariants } from "../../../components/ui/button"
import { Spinner } from "../../../components/ui/spinner"
import { useToast } from "../../../components/ui/toaster"
import { cn } from "../../../lib/cn"
import { formatPrice } from "../../../lib/format"
import { formatDateTime } from "../../../lib/dates"
import { CheckIcon, CloseIcon } from "../../../components/ui/icons"
import { SegmentedTabList } from "../../../components/ui/tab-list"

/** /shippo-admin (spec point 2): the API key banner, Pending Orders, Shipped Orders, Labels History. Admins only. */
export const ShippoAdminPage = adminOnly(ShippoAdmin)

type Tab = "pending" | "shipped" | "history"
const TABS: Tab[] = ["pending", "shipped", "history"]

function ShippoAdmin() {
  const { t } = useStaffTranslation("shipping")
  const [tab, setTab] = useState<Tab>("pending")
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <ShippingPageHeader title={t("simple.title")} intro={t("simple.intro")} />
      <ApiKeyBanner />
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <SegmentedTabList label={t("simple.tabs.label")} values={TABS} text={(value) => t(`simple.tabs.${value}`)} />
        <Tabs.Content value="pending">
          <PendingTab />
        </Tabs.Content>
        <Tabs.Content value="shipped">
          <ShippedTab />
        </Tabs.Content>
        <Tabs.Content value="history">
          <HistoryTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  )
}

/** Whether labels can be bought: a valid key, or the sandbox (sample labels), which counts as valid. */
function useKeyValid() {
  const key = useApiKeyStatus()
  return { key, valid: key.isSuccess && (key.data.isValid === true || key.data.mode === "sandbox") }
}

/** Spec point 2: green when the key is valid (saying which mode), red 'API Key Error' when not. Words and a sign, not colour alone. */
function ApiKeyBanner() {
  const { t } = useStaffTranslation("shipping")
  const { key, valid } = useKeyValid()
  const base = "flex items-start gap-3 rounded-lg border p-4"
  if (key.isPending) {
    return (
      <div role="status" className={cn(base, "border-stone-300 bg-stone-50 text-stone-900")}>
        {t("simple.apiKey.checking")}
      </div>
    )
  }
  if (valid) {
    const mode = key.data?.mode === "sandbox" || key.data?.mode === "live" ? key.data.mode : "test"
    return (
      <div role="status" data-state="valid" className={cn(base, "border-green-700 bg-green-50 text-green-950")}>
        <CheckIcon className="shrink-0" />
        <div>
          <p className="font-bold">{t(mode === "sandbox" ? "simple.apiKey.sandboxTitle" : "simple.apiKey.valid")}</p>
          <p>{t(`simple.apiKey.${mode}`)}</p>
        </div>
      </div>
    )
  }
  return (
    <div role="status" data-state="invalid" className={cn(base, "border-red-700 bg-red-50 text-red-950")}>
      <CloseIcon className="shrink-0" />
      <div>
        <p className="font-bold">{t("simple.apiKey.error")}</p>
        <p>{key.isError ? t("simple.apiKey.unreachable") : t("simple.apiKey.invalid")}</p>
      </div>
    </div>
  )
}

/** One page of a list: a spinner on first load, an Error alert with Try again, else the page. */
function PageState({ query, children }: { query: ReturnType<typeof useShippingOrders>; children: (page: ShippingOrdersPage) => React.ReactNode }) {
  const { t } = useStaffTranslation("shipping")
  if (query.isPending) return <Spinner label={t("common.loading")} />
  if (query.isError) return <RetryAlert onRetry={() => void query.refetch()}>{t("common.ordersLoadError")}</RetryAlert>
  return <>{children(query.data)}</>
}

function PendingTab() {
  const list = useListState()
  const query = useShippingOrders({ list: "pending", page: list.page, search: list.search })
  return <CreateLabelForm list={list} query={query} />
}

function CreateLabelForm({ list, query }: { list: ReturnType<typeof useListState>; query: ReturnType<typeof useShippingOrders> }) {
  const { t, i18n } = useStaffTranslation("shipping")
  const toast = useToast()
  const { reason } = useShippingReason()
  const { valid } = useKeyValid()
  const create = useCreateSimpleLabel()
  const ask = useConfirmShip()
  // The order itself, not its number: it stays chosen while staff page or search.
  const [chosen, setChosen] = useState<Order | null>(null)
  const [packageType, setPackageType] = useState<FlatRatePackage>(DEFAULT_FLAT_RATE_PACKAGE)
  const [result, setResult] = useState<(LabelResult & { orderId: number }) | null>(null)
  const [error, setError] = useState<string | null>(null)
  const quote = useCompareRates()
  const quoting = quote.isPending
  const uid = useId()
  const resultHeading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (result) resultHeading.current?.focus()
  }, [result])
  const orders = query.data?.orders ?? []

  const buy = (order: Order, allowUnverifiedPayment: boolean) => {
    create.mutateAsync({ orderId: order.id, packageType, allowUnverifiedPayment }).then(
      (r) => {
        toast({ title: t("label.generated"), description: t("label.generatedText", { number: r.trackingNumber ?? "" }) })
        setResult({ ...r, orderId: order.id })
        setChosen(null)
      },
      (err: unknown) => {
        const text = reason(err, t("label.failed"))
        setError(text)
        toast({ title: t("common.error"), description: text, variant: "destructive" })
      }
    )
  }

  const onCreate = () => {
    if (chosen === null) return toast({ title: t("common.missingInfo"), description: t("simple.selectOrder"), variant: "destructive" })
    // The flat-rate screens estimate every parcel at 2 lb: the package must take it (the server checks too).
    const parcel = checkParcel(packageType, ESTIMATED_WEIGHT_LB)
    if (!parcel.ok && parcel.problem === "overLimit") {
      const text = t("packages.overLimit", { weight: parcel.weight, max: parcel.max, package: packageName(t, parcel.packageType) })
      setError(text)
      return toast({ title: t("common.error"), description: text, variant: "destructive" })
    }
    setError(null)
    // A label costs money (issue 26 point 7): the rate the server will buy (USPS Priority Mail for
    // the box) is quoted first and its price asked, as on /shipping-admin.
    const order = chosen
    quote
      .mutateAsync({ orderId: order.id, packageType, estimatedWeight: ESTIMATED_WEIGHT_LB })
      .then((rates) => {
        const rate = uspsPriorityRate(rates)
        if (!rate) throw new Error(t("rates.none"))
        const purchase = labelPurchase(rate)
        const price = formatPrice(purchase.price)
        ask.confirm(order, (allow) => buy(order, allow), {
          title: t("buy.title"),
          text: t("buy.text", { service: purchase.service, id: order.id, price }),
          confirmLabel: t("buy.confirm", { price }),
        })
      })
      .catch((err: unknown) => {
        const text = reason(err, t("rates.failed"))
        setError(text)
        toast({ title: t("common.error"), description: text, variant: "destructive" })
      })
  }

  return (
    <div className="flex flex-col gap-6">
      <ListSearch value={list.typed} onChange={list.setTyped} />
      <div className="grid gap-6 md:grid-cols-2">
        <fieldset className="flex flex-col gap-2" disabled={create.isPending}>
          <legend className="mb-2 text-lg font-bold text-stone-900">{t("simple.orders")}</legend>
          <PageState query={query}>
            {(page) =>
              orders.length === 0 ? (
                <p className="text-stone-700">{list.search ? t("list.noMatch", { search: list.search }) : t("simple.noPending")}</p>
              ) : (
                <>
                  <RadioCards name={`${uid}-order`} options={orders} valueOf={(o) => o.id} value={chosen?.id ?? null} onChange={(id) => setChosen(orders.find((o) => o.id === id) ?? null)}>
                    {(o) => (
                      <span className="flex min-w-0 flex-col">
                        <span className="font-semibold">
                          {t("common.order", { id: o.id })} · {o.customerName} · {formatPrice(o.totalAmount)}
                        </span>
                        <span className="text-sm text-stone-700">{o.deliveryAddress}</span>
                        <span className="text-sm text-stone-700">
                          {t("common.items", { count: itemCount(o) })} · {formatDateTime(new Date(o.createdAt), i18n.language)}
                        </span>
                        {(o.shipmentState !== "not_shipped" || paymentUnverified(o)) && (
                          <span className="mt-1 flex flex-wrap gap-2">
                            {paymentUnverified(o) && <PaymentNotVerifiedTag sandbox={o.paymentSandbox} state={o.paymentState} />}
                            <ShipmentTag order={o} />
                          </span>
                        )}
                      </span>
                    )}
                  </RadioCards>
                  <ListPager label={t("simple.orders")} page={page.page} pages={page.pages} total={page.total} onPage={list.setPage} />
                </>
              )
            }
          </PageState>
        </fieldset>
        <fieldset className="flex flex-col gap-2" disabled={create.isPending}>
          <legend className="mb-2 text-lg font-bold text-stone-900">{t("simple.package")}</legend>
          <RadioCards name={`${uid}-package`} options={FLAT_RATE_PACKAGES} valueOf={(key) => key} value={packageType} onChange={setPackageType}>
            {(key) => {
              const pkg = PACKAGE_TYPES[key]
              return (
                <span className="flex flex-col">
                  <span className="font-semibold">{packageName(t, key)}</span>
                  <span className="text-sm text-stone-700">
                    {pkg.dimensions && dimensionsText(t, pkg.dimensions)} · {t("packages.max", { weight: pkg.maxWeightLb })}
                  </span>
                </span>
              )
            }}
          </RadioCards>
        </fieldset>
      </div>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      {/* The action stays in view however long the list: a bar stuck to the bottom of the screen. */}
      <div data-testid="label-action-bar" className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)]">
        <Button aria-busy={create.isPending || quoting} disabled={!valid || create.isPending || quoting} aria-describedby={valid ? undefined : `${uid}-key`} onClick={onCreate}>
          {create.isPending ? t("simple.creating") : t("simple.create")}
        </Button>
        <p className="text-sm text-stone-800" aria-live="polite">
          {chosen ? `${t("selected", { id: chosen.id })} · ${packageName(t, packageType)}` : t("simple.selectOrder")}
        </p>
        {!valid && (
          <p id={`${uid}-key`} className="w-full text-sm text-stone-700">
            {t("simple.keyRequired")}
          </p>
        )}
      </div>
      {ask.dialog}
      {result && (
        <section aria-labelledby={`${uid}-result`} className="rounded-lg border border-green-700 bg-green-50 p-4">
          <h2 id={`${uid}-result`} ref={resultHeading} tabIndex={-1} className="mb-2 flex items-center gap-2 text-lg font-bold text-green-950 outline-none">
            <CheckIcon />
            {t("label.generated")} · {t("common.order", { id: result.orderId })}
          </h2>
          <LabelCard
            orderId={result.orderId}
            labelUrl={result.labelUrl}
            trackingNumber={result.trackingNumber}
            serviceName={result.serviceName}
            status={result.status}
            price={result.shippingLabelPrice}
          />
        </section>
      )}
    </div>
  )
}

function ShippedTab() {
  const { t } = useStaffTranslation("shipping")
  const { isViewed } = useViewedLabels()
  const list = useListState()
  const query = useShippingOrders({ list: "shipped", page: list.page, search: list.search })
  return (
    <Panel id="simple-shipped" title={t("simple.tabs.shipped")}>
      <div className="flex flex-col gap-3">
        <ListSearch value={list.typed} onChange={list.setTyped} />
        <PageState query={query}>
          {(page) =>
            page.orders.length === 0 ? (
              <p className="text-stone-700">{list.search ? t("list.noMatch", { search: list.search }) : t("simple.noShipped")}</p>
            ) : (
              <>
                <ul className="flex flex-col gap-2">
                  {page.orders.map((o) => (
                    <li key={o.id} aria-label={t("common.order", { id: o.id })} className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3 text-stone-900">
                      <p className="flex flex-wrap items-center gap-2">
                        <strong>{t("common.order", { id: o.id })}</strong>
                        <span>{o.customerName}</span>
                        {paymentUnverified(o) && <PaymentNotVerifiedTag sandbox={o.paymentSandbox} state={o.paymentState} />}
                        {hasLabel(o) && isViewed(o.id) && <ViewedTag />}
                      </p>
                      <p className="text-sm text-stone-700">{o.deliveryAddress}</p>
                      {hasLabel(o) && <LabelCard orderId={o.id} labelUrl={o.shippingLabel} trackingNumber={o.trackingNumber} price={o.shippingLabelPrice} />}
                    </li>
                  ))}
                </ul>
                <ListPager label={t("simple.tabs.shipped")} page={page.page} pages={page.pages} total={page.total} onPage={list.setPage} />
              </>
            )
          }
        </PageState>
      </div>
    </Panel>
  )
}

function HistoryTab() {
  const { t, i18n } = useStaffTranslation("shipping")
  const labels = useLabelsHistory()
  const { isViewed, markViewed } = useViewedLabels()
  if (labels.isPending) return <Spinner label={t("common.loading")} />
  if (labels.isError) {
    return (
      <RetryAlert onRetry={() => void labels.refetch()}>{t("simple.history.loadError")}</RetryAlert>
    )
  }
  if (labels.data.length === 0) return <p className="text-stone-700">{t("simple.history.empty")}</p>
  const th = "px-3 py-2 text-left text-sm font-semibold text-stone-800"
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
      <table className="w-full text-stone-900">
        <caption className="sr-only">{t("simple.history.list")}</caption>
        <thead className="bg-stone-100">
          <tr>
            <th scope="col" className={th}>{t("simple.history.file")}</th>
            <th scope="col" className={th}>{t("simple.history.created")}</th>
            <th scope="col" className={th}>{t("simple.history.order")}</th>
            <th scope="col" className={th}>{t("simple.history.tracking")}</th>
            <th scope="col" className={th}>{t("simple.history.price")}</th>
            <th scope="col" className={th}>
              <span className="sr-only">{t("simple.history.open")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {labels.data.map((entry, i) => {
            const created = entry.createdAt && !Number.isNaN(Date.parse(entry.createdAt)) ? formatDateTime(new Date(entry.createdAt), i18n.language) : ""
            return (
              <tr key={`${entry.url}-${i}`} className="border-t border-stone-100">
                <td className="break-all px-3 py-2 font-mono text-sm">{entry.filename}</td>
                <td className="whitespace-nowrap px-3 py-2 text-sm">{created}</td>
                <td className="px-3 py-2">
                  {entry.orderId != null && (
                    <span className="flex flex-wrap items-center gap-2">
                      #{entry.orderId}
                      {isViewed(entry.orderId) && <ViewedTag />}
                    </span>
                  )}
                </td>
                <td className="break-all px-3 py-2 font-mono text-sm">{entry.trackingNumber}</td>
                <td className="whitespace-nowrap px-3 py-2 text-sm">{entry.shippingLabelPrice != null ? formatPrice(entry.shippingLabelPrice) : ""}</td>
                <td className="px-3 py-2">
                  <a
                    href={entry.url ?? undefined}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() => entry.orderId != null && markViewed(entry.orderId)}
                    className={buttonVariants({ size: "sm", variant: "secondary" })}
                  >
                    {t("simple.history.open")}
                    <span className="sr-only">
                      {" "}
                      {entry.filename} {t("common.newTab")}
                    </span>
                  </a>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
