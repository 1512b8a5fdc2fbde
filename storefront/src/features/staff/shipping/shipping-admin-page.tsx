import { Tabs } from "radix-ui"
import { useEffect, useId, useRef, useState, type ReactNode } from "react"
import { Link } from "react-router-dom"
import { adminOnly } from "../components/require-admin"
import { OrderStatusBadge } from "../components/badges"
import { useMarkShipped, type Order } from "../api/orders"
import { useServerReason } from "../use-server-reason"
import { useStaffTranslation } from "../use-staff-i18n"
import {
  CARRIER_LABEL_PACKAGE,
  CARRIER_PACKAGES,
  ESTIMATED_WEIGHT_LB,
  FLAT_RATE_PACKAGES,
  isPackageKey,
  PACKAGE_TYPES,
  SHIPPO_PROVIDERS,
  useCarrierRates,
  useCreateCarrierLabel,
  useCreateUspsLabel,
  weightOptionsFor,
  weightWithinLimit,
  type PackageKey,
  useShippingOrders,
  useUspsFlatRates,
  type LabelResult,
  type Rate,
} from "./api/shipping"
import { useShippingReason } from "./lib/reasons"
import { useViewedLabels } from "./lib/viewed-labels"
import { hasLabel, itemCount } from "./lib/order-lists"
import { ListPager, ListSearch, useListState } from "./components/list-controls"
import { PaymentNotVerifiedTag, paymentUnverified, useConfirmShip } from "./components/confirm-ship"
import { labelPurchase, shippingScreenStatus } from "@shop/staff/shipping"
import { LabelCard } from "./components/label-card"
import { RateOptions } from "./components/rate-options"
import { dimensionsText, ErrorAlert, packageName, packageText, Panel, RetryAlert, ShipmentTag, ShippingPageHeader, ViewedTag } from "./components/shipping-ui"
import { Button, buttonVariants } from "../../../components/ui/button"
import { Spinner } from "../../../components/ui/spinner"
import { useToast } from "../../../components/ui/toaster"
import { cn } from "../../../lib/cn"
import { formatPrice } from "../../../lib/format"
import { formatDateTime } from "../../../lib/dates"
import { CheckIcon } from "../../../components/ui/icons"
import { tabTriggerClass } from "../../../components/ui/tab-list"

/** /shipping-admin (spec point 2): orders pending shipment and shipped, the rate and label side panel. Admins only. */
export const ShippingAdminPage = adminOnly(ShippingAdmin)

function ShippingAdmin() {
  const { t } = useStaffTranslation("shipping")
  const list = useListState()
  const [shippedPage, setShippedPage] = useState(1)
  const pending = useShippingOrders({ list: "pending", page: list.page, search: list.search })
  const shipped = useShippingOrders({ list: "shipped", page: shippedPage, search: list.search })
  // The order itself: it stays chosen while staff page or search; its newest copy when the page has one.
  const [chosen, setChosen] = useState<Order | null>(null)
  const selected = chosen && ((pending.data?.orders ?? []).find((o) => o.id === chosen.id) ?? chosen)
  const panelHeading = useRef<HTMLHeadingElement>(null)
  useEffect(() => setShippedPage(1), [list.search])

  // The panel may be below the lists (phones): a chosen order takes focus (and the screen reader) there.
  const [focusPanel, setFocusPanel] = useState(0)
  useEffect(() => {
    if (focusPanel) panelHeading.current?.focus()
  }, [focusPanel])
  const select = (order: Order) => {
    setChosen(order)
    setFocusPanel((n) => n + 1)
  }

  const noneText = (empty: string) => (list.search ? t("list.noMatch", { search: list.search }) : empty)

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <ShippingPageHeader title={t("admin.title")} intro={t("admin.intro")} />
      <ListSearch value={list.typed} onChange={list.setTyped} />

      {pending.isPending ? (
        <Spinner label={t("common.loading")} />
      ) : pending.isError ? (
        <RetryAlert onRetry={() => void pending.refetch()}>{t("common.ordersLoadError")}</RetryAlert>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_420px]">
          <div className="flex flex-col gap-6">
            <Panel id="pending-shipment" title={t("admin.pending")}>
              {pending.data.orders.length === 0 ? (
                <p className="text-stone-700">{noneText(t("admin.noPending"))}</p>
              ) : (
                <div className="flex flex-col gap-3">
                  <ul className="flex flex-col gap-2">
                    {pending.data.orders.map((o) => (
                      <PendingRow key={o.id} order={o} selected={o.id === selected?.id} onLabel={() => select(o)} />
                    ))}
                  </ul>
                  <ListPager label={t("admin.pending")} page={pending.data.page} pages={pending.data.pages} total={pending.data.total} onPage={list.setPage} />
                </div>
              )}
            </Panel>
            <Panel id="shipped-orders" title={t("admin.shipped")}>
              {shipped.isPending ? (
                <Spinner label={t("common.loading")} />
              ) : shipped.isError ? (
                <RetryAlert onRetry={() => void shipped.refetch()}>{t("common.ordersLoadError")}</RetryAlert>
              ) : shipped.data.orders.length === 0 ? (
                <p className="text-stone-700">{noneText(t("admin.noShipped"))}</p>
              ) : (
                <div className="flex flex-col gap-3">
                  <ul className="flex flex-col gap-2">
                    {shipped.data.orders.map((o) => (
                      <ShippedRow key={o.id} order={o} />
                    ))}
                  </ul>
                  <ListPager label={t("admin.shipped")} page={shipped.data.page} pages={shipped.data.pages} total={shipped.data.total} onPage={setShippedPage} />
                </div>
              )}
            </Panel>
          </div>
          <Panel id="label-panel" headingRef={panelHeading} title={selected ? t("admin.panelFor", { id: selected.id }) : t("admin.panel")} className="lg:sticky lg:top-4">
            {selected ? <SidePanel key={selected.id} order={selected} /> : <p className="text-stone-700">{t("admin.panelEmpty")}</p>}
          </Panel>
        </div>
      )}

      <nav aria-label={t("admin.links")} className="flex flex-wrap gap-2 border-t border-stone-200 pt-4">
        <Link to="/admin" className={buttonVariants({ variant: "secondary", size: "sm" })}>
          {t("admin.adminHome")}
        </Link>
        <Link to="/" className={buttonVariants({ variant: "secondary", size: "sm" })}>
          {t("admin.storeHome")}
        </Link>
      </nav>
    </div>
  )
}

/** Number, customer, total, items, date and the order's marks: the head of each row. */
function OrderSummary({ order }: { order: Order }) {
  const { t, i18n } = useStaffTranslation("shipping")
  const { isViewed } = useViewedLabels()
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1 text-stone-900">
      <p className="flex flex-wrap items-center gap-2">
        <strong className="font-bold">{t("common.order", { id: order.id })}</strong>
        <span>{order.customerName}</span>
        <span className="font-semibold">{formatPrice(order.totalAmount)}</span>
      </p>
      <p className="text-sm text-stone-700">{order.deliveryAddress}</p>
      <p className="text-sm text-stone-700">
        {t("common.items", { count: itemCount(order) })} · {formatDateTime(new Date(order.createdAt), i18n.language)}
      </p>
      <p className="flex flex-wrap items-center gap-2">
        {shippingScreenStatus(order) !== null && <OrderStatusBadge status={order.status} />}
        {paymentUnverified(order) && <PaymentNotVerifiedTag sandbox={order.paymentSandbox} state={order.paymentState} />}
        <ShipmentTag order={order} />
        {hasLabel(order) && isViewed(order.id) && <ViewedTag />}
      </p>
      {order.trackingNumber && (
        <p className="text-sm">
          {t("common.tracking")}: <span className="break-all font-mono">{order.trackingNumber}</span>
        </p>
      )}
    </div>
  )
}

function PendingRow({ order, selected, onLabel }: { order: Order; selected: boolean; onLabel: () => void }) {
  const { t } = useStaffTranslation("shipping")
  const reasonOf = useServerReason()
  const toast = useToast()
  const ship = useMarkShipped()
  const ask = useConfirmShip()
  const onShip = () =>
    ask.confirm(order, (allowUnverifiedPayment) =>
      ship.mutateAsync({ id: order.id, allowUnverifiedPayment }).then(
        () => toast({ title: t("admin.shippedToast"), description: t("admin.shippedText", { id: order.id }) }),
        (err: unknown) => toast({ title: t("common.error"), description: `${t("admin.shipFailed")}: ${reasonOf(err)}`, variant: "destructive" })
      )
    )
  return (
    <li
      aria-label={t("common.order", { id: order.id })}
      className={cn("flex flex-wrap items-start gap-3 rounded-lg border p-3", selected ? "border-red-800 bg-red-50" : "border-stone-200")}
    >
      <OrderSummary order={order} />
      <div className="flex gap-2">
        <Button size="sm" variant={selected ? "primary" : "secondary"} aria-pressed={selected} aria-label={t("admin.labelFor", { id: order.id })} onClick={onLabel}>
          {t("admin.label")}
        </Button>
        <Button size="sm" aria-busy={ship.isPending} disabled={ship.isPending} aria-label={t("admin.shipOrder", { id: order.id })} onClick={onShip}>
          {ship.isPending ? t("admin.shipping") : t("admin.ship")}
        </Button>
      </div>
      {ask.dialog}
    </li>
  )
}

function ShippedRow({ order }: { order: Order }) {
  const { t } = useStaffTranslation("shipping")
  return (
    <li aria-label={t("common.order", { id: order.id })} className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3">
      <OrderSummary order={order} />
      {hasLabel(order) && <LabelCard orderId={order.id} labelUrl={order.shippingLabel} price={order.shippingLabelPrice} />}
    </li>
  )
}

type Source = "flat" | "carriers"

/** The side panel for one order: the label it has, or the two rate tabs and Generate Label. */
function SidePanel({ order }: { order: Order }) {
  const { t } = useStaffTranslation("shipping")
  const toast = useToast()
  const { reason } = useShippingReason()
  const createUsps = useCreateUspsLabel()
  const createCarrier = useCreateCarrierLabel()
  const ask = useConfirmShip()
  const [tab, setTab] = useState<Source>("flat")
  const [picked, setPicked] = useState<Record<Source, string | null>>({ flat: null, carriers: null })
  const [result, setResult] = useState<LabelResult | null>(null)
  const [error, setError] = useState<string | null>(null)
  const busy = createUsps.isPending || createCarrier.isPending
  const resultHeading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (result) resultHeading.current?.focus()
  }, [result])

  if (result || hasLabel(order)) {
    return (
      <section aria-labelledby="label-result-title" className="flex flex-col gap-3">
        <h3 id="label-result-title" ref={resultHeading} tabIndex={-1} className="flex items-center gap-2 text-lg font-bold text-green-900 outline-none">
          <CheckIcon />
          {result ? t("label.generated") : t("label.already")}
        </h3>
        <LabelCard
          orderId={order.id}
          labelUrl={result?.labelUrl ?? order.shippingLabel}
          trackingNumber={result?.trackingNumber ?? order.trackingNumber}
          serviceName={result?.serviceName}
          status={result?.status}
          price={result ? result.shippingLabelPrice : order.shippingLabelPrice}
        />
      </section>
    )
  }

  const generate = (source: Source, rate: Rate | undefined, pkg?: string | null) => {
    if (!rate) return toast({ title: t("common.missingInfo"), description: t("admin.selectRate"), variant: "destructive" })
    if (source === "carriers" && !(SHIPPO_PROVIDERS as readonly string[]).includes(rate.provider.toUpperCase())) {
      setError(t("label.unknownProvider"))
      return toast({ title: t("common.error"), description: t("label.unknownProvider"), variant: "destructive" })
    }
    // A label costs money: its price first, and the payment warning for an unverified order.
    const purchase = labelPurchase(rate)
    const price = formatPrice(purchase.price)
    ask.confirm(order, (allow) => buy(source, rate, pkg, allow), {
      title: t("buy.title"),
      text: t("buy.text", { service: purchase.service, id: order.id, price }),
      confirmLabel: t("buy.confirm", { price }),
    })
  }

  const buy = (source: Source, rate: Rate, pkg: string | null | undefined, allowUnverifiedPayment: boolean) => {
    let call: Promise<LabelResult>
    if (source === "flat") {
      const packageType = isPackageKey(rate.box_type) && PACKAGE_TYPES[rate.box_type].carriers === "usps" ? rate.box_type : pkg
      call = createUsps.mutateAsync({ orderId: order.id, packageType: packageType ?? "medium_flat_rate_box", allowUnverifiedPayment })
    } else {
      const packageType = isPackageKey(pkg) ? pkg : CARRIER_LABEL_PACKAGE
      call = createCarrier.mutateAsync({ orderId: order.id, rateId: rate.id, packageType, allowUnverifiedPayment })
    }
    setError(null)
    call.then(
      (r) => {
        toast({ title: t("label.generated"), description: t("label.generatedText", { number: r.trackingNumber ?? "" }) })
        setResult(r)
      },
      (err: unknown) => {
        const text = reason(err, t("label.failed"))
        setError(text)
        toast({ title: t("common.error"), description: text, variant: "destructive" })
      }
    )
  }

  /** What both tabs get: the order, their chosen rate (kept per tab) and whether a label is being made. */
  const tabProps = (source: Source) => ({
    order,
    value: picked[source],
    onChange: (id: string) => setPicked((p) => ({ ...p, [source]: id })),
    busy,
  })
  return (
    <div className="flex flex-col gap-3">
      <OrderSummary order={order} />
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Source)}>
        <Tabs.List aria-label={t("admin.tabs.label")} className="mb-3 flex gap-1 rounded-lg bg-stone-100 p-1">
          <Tabs.Trigger value="flat" className={tabTriggerClass}>
            {t("admin.tabs.flat")}
          </Tabs.Trigger>
          <Tabs.Trigger value="carriers" className={tabTriggerClass}>
            {t("admin.tabs.carriers")}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="flat">
          <FlatRateTab {...tabProps("flat")} onGenerate={(rate, pkg) => generate("flat", rate, pkg)} />
        </Tabs.Content>
        <Tabs.Content value="carriers">
          <CarriersTab {...tabProps("carriers")} onGenerate={(rate, pkg) => generate("carriers", rate, pkg)} />
        </Tabs.Content>
      </Tabs.Root>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      {ask.dialog}
    </div>
  )
}

type TabProps = { order: Order; value: string | null; onChange: (id: string) => void; busy: boolean }

function RatesBody({
  query,
  failedText,
  parcel,
  note,
  value,
  onChange,
  busy,
  onGenerate,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: Rate[]; refetch: () => unknown; isFetching: boolean }
  failedText: string
  parcel: string | null
  note?: string
} & Omit<TabProps, "order"> & { onGenerate: (rate: Rate | undefined) => void }) {
  const { t } = useStaffTranslation("shipping")
  const { reason } = useShippingReason()
  const name = useId()
  if (query.isPending) return <Spinner label={t("rates.loading")} />
  if (query.isError) {
    const why = reason(query.error, "")
    return (
      <RetryAlert busy={query.isFetching} onRetry={() => void query.refetch()}>
        {failedText}
        {why && why !== failedText ? `: ${why}` : ""}
      </RetryAlert>
    )
  }
  const rates = query.data ?? []
  // One rate (a flat-rate box) is the choice already made.
  const chosen = rates.find((r) => r.id === value) ?? (rates.length === 1 ? rates[0] : undefined)
  return (
    <div className="flex flex-col gap-3">
      {parcel && <p className="font-medium text-stone-900">{parcel}</p>}
      {note && <p className="text-sm text-stone-700">{note}</p>}
      {rates.length === 0 ? (
        <ErrorAlert>{t("rates.none")}</ErrorAlert>
      ) : (
        <RateOptions name={name} legend={t("rates.list")} rates={rates} value={chosen?.id ?? null} onChange={onChange} disabled={busy} />
      )}
      <Button className="self-start" aria-busy={busy} disabled={busy || rates.length === 0} onClick={() => onGenerate(chosen)}>
        {busy ? t("admin.generating") : t("admin.generate")}
      </Button>
    </div>
  )
}

function FlatRateTab({ order, onGenerate, ...rest }: TabProps & { onGenerate: (rate: Rate | undefined, packageType: string | null) => void }) {
  const { t } = useStaffTranslation("shipping")
  const flat = useUspsFlatRates(order, true)
  const pkg = flat.data?.packageType
  const parcel = isPackageKey(pkg)
    ? t("admin.flatParcel", { package: packageText(t, pkg), items: t("common.items", { count: itemCount(order) }), weight: flat.data?.estimatedWeight ?? ESTIMATED_WEIGHT_LB })
    : null
  return (
    <RatesBody
      {...rest}
      query={{ ...flat, data: flat.data?.rates }}
      failedText={t("admin.flatFailed")}
      parcel={parcel}
      note={t("admin.flatNote", { limits: FLAT_RATE_PACKAGES.map((k) => t("admin.flatLimit", { package: packageName(t, k), weight: PACKAGE_TYPES[k].maxWeightLb })).join(", ") })}
      onGenerate={(rate) => onGenerate(rate, pkg ?? null)}
    />
  )
}

/** A labelled select of the parcel the carriers quote (its package, its weight). */
function ParcelSelect({ id, label, value, disabled, onChange, children }: { id: string; label: string; value: string | number; disabled?: boolean; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-stone-900" htmlFor={id}>
      {label}
      <select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} className="min-h-11 rounded-md border border-stone-400 bg-white px-2">
        {children}
      </select>
    </label>
  )
}

/**
 * All Carriers: a package and weight from the contract's table (the medium box at 2 lb first, spec
 * point 9), then their rates; the label is bought for the package quoted (issue 26 point 13).
 */
function CarriersTab({ order, onGenerate, ...rest }: TabProps & { onGenerate: (rate: Rate | undefined, packageType: PackageKey) => void }) {
  const { t } = useStaffTranslation("shipping")
  const uid = useId()
  const [parcel, setParcel] = useState<{ packageType: PackageKey; weight: number }>({ packageType: CARRIER_LABEL_PACKAGE, weight: ESTIMATED_WEIGHT_LB })
  const rates = useCarrierRates(order.id, parcel.packageType, parcel.weight, true)
  const choose = (
    <div className="flex flex-wrap gap-3">
      <ParcelSelect
        id={`${uid}-package`}
        label={t("packages.label")}
        value={parcel.packageType}
        disabled={rest.busy}
        onChange={(value) => {
          const packageType = value as PackageKey
          setParcel((p) => ({ packageType, weight: weightWithinLimit(packageType, p.weight) }))
        }}
      >
        {CARRIER_PACKAGES.filter((k) => PACKAGE_TYPES[k].dimensions).map((k) => {
          const box = PACKAGE_TYPES[k]
          return (
            <option key={k} value={k}>
              {packageName(t, k)} ({box.dimensions ? dimensionsText(t, box.dimensions) : ""})
            </option>
          )
        })}
      </ParcelSelect>
      <ParcelSelect id={`${uid}-weight`} label={t("packages.weight")} value={parcel.weight} disabled={rest.busy} onChange={(value) => setParcel((p) => ({ ...p, weight: Number(value) }))}>
        {weightOptionsFor(parcel.packageType).map((w) => (
          <option key={w} value={w}>
            {t("common.weight", { weight: w })}
          </option>
        ))}
      </ParcelSelect>
    </div>
  )
  return (
    <div className="flex flex-col gap-3">
      {choose}
      <RatesBody {...rest} query={rates} failedText={t("admin.carriersFailed")} parcel={null} onGenerate={(rate) => onGenerate(rate, parcel.packageType)} />
    </div>
  )
}
