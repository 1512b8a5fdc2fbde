import { paymentStateOf } from "@shop/staff/payments"
import type { AdminOrder } from "@medusajs/framework/types"
import { InformationCircleSolid } from "@medusajs/icons"
import { Alert, Badge, Button, Input, Label, RadioGroup, Select, StatusBadge, Text, toast, usePrompt } from "@medusajs/ui"
import { useQueryClient } from "@tanstack/react-query"
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react"
import { useBuyLabel, useCompareRates, useMarkShipped, useOrderShipping, useShippoStatus } from "../hooks/shipping"
import { DEFAULT_PACKAGE, describeError, isPackageKey, isShipped, MAX_SIDE_IN, PACKAGE_TYPES, isPaymentVerified, weightOptionsFor, type PackageKey } from "@shop/contract"
import { DIMENSION_SIDES, PACKAGE_GROUPS, labelPurchase, PRINT_DELAY_MS, rateAmount, rateArrivesBy, rateBadge, rateDays, rateService, shippingMessageKey, useLabelWizard, type RateBadge } from "@shop/staff/shipping"
import { ShopApiError } from "../lib/api"
import { LoadError, Loading, PressedButtons } from "./panel"
import { useShopTranslation, type ShopKey } from "../lib/i18n"
import { shopKeys } from "../lib/query-keys"
import { downloadLabel, openLabelFile, printLabel } from "../lib/shipping"
import type { LabelResult, OrderLabel, Rate, ShopOrder } from "../lib/types"
import { formatDate } from "../lib/dates"

type T = ReturnType<typeof useShopTranslation>["t"]

// --- words ---------------------------------------------------------------------------------------

/**
 * `reason(err)`: the server's error in the admin's language (by its code: the contract's shipping
 * keys under "shipping."), with Shippo's own words (`details`) after it.
 */
export function useShippingReason() {
  const { t } = useShopTranslation()
  return useCallback(
    (err: unknown, fallback: ShopKey) => {
      const e = err instanceof ShopApiError ? err : null
      const said = e?.message || (err instanceof Error ? err.message : "")
      // "Failed to update order status: Medusa could not …": the code's words, the rest as said.
      const words = (code: Parameters<typeof shippingMessageKey>[0]) => {
        const key = shippingMessageKey(code)
        return key ? t(`shipping.${key}` as ShopKey) : undefined
      }
      const text = describeError({ code: e?.code ?? null, text: said || null, params: e?.params ?? {} }, words) || t(fallback)
      return e?.details ? `${text} ${e.details}` : text
    },
    [t]
  )
}

const packageName = (t: T, key: PackageKey) => t(`shipping.packages.types.${key}` as ShopKey)

function packageText(t: T, key: string | null | undefined): string | null {
  if (!isPackageKey(key)) return key ?? null
  const d = PACKAGE_TYPES[key].dimensions
  return d ? `${packageName(t, key)} (${t("shipping.common.dimensions", { ...d })})` : packageName(t, key)
}

function useMoney() {
  const { locale } = useShopTranslation()
  return (amount: number | string | null | undefined, currency?: string | null) => {
    const n = Number(amount)
    if (amount == null || !Number.isFinite(n)) return "—"
    return new Intl.NumberFormat(locale, { style: "currency", currency: (currency || "USD").toUpperCase() }).format(n)
  }
}

function useDate() {
  const { locale } = useShopTranslation()
  return (d: string | null | undefined, withTime = true) => formatDate(d, locale, withTime)
}

export const ErrorAlert = ({ children }: { children: ReactNode }) => (
  <Alert variant="error" role="alert">
    {children}
  </Alert>
)

// --- Shippo mode ---------------------------------------------------------------------------------

const MODE_COLOR = { sandbox: "orange", test: "blue", live: "green" } as const

/** The Shippo mode from check-api-key: Sandbox, Test, Live, or API key error; optionally with its sentence. */
export function ShippoModeBadge({ withText = false }: { withText?: boolean }) {
  const { t } = useShopTranslation()
  const { data, isLoading } = useShippoStatus()
  if (isLoading) {
    return (
      <Text size="xsmall" className="text-ui-fg-muted">
        {t("shipping.simple.apiKey.checking")}
      </Text>
    )
  }
  if (!data) return null
  const mode = data.mode in MODE_COLOR ? (data.mode as keyof typeof MODE_COLOR) : null
  const valid = data.isValid && mode
  const badge = (
    <StatusBadge color={valid ? MODE_COLOR[mode] : "red"} title={t("shipping.mode.label")}>
      {valid ? t(`shipping.mode.${mode}`) : t("shipping.simple.apiKey.error")}
    </StatusBadge>
  )
  if (!withText) return badge
  return (
    <div className="flex flex-col items-start gap-1" role="status">
      <div className="flex items-center gap-2">
        <Text size="small" weight="plus">
          {t("shipping.mode.label")}
        </Text>
        {badge}
      </div>
      <Text size="small" className="text-ui-fg-subtle">
        {valid ? t(`shipping.simple.apiKey.${mode}`) : t("shipping.simple.apiKey.invalid")}
        {!valid && data.details ? ` ${data.details}` : ""}
      </Text>
    </div>
  )
}

// --- the label file ------------------------------------------------------------------------------

type LabelActionsProps = { medusaOrderId: string; orderNumber: number; labelUrl?: string | null }

/** Open (the label's URL, else the file), Print (dialog 1 s after) and Download (shipping-label-order-{id}.pdf/.png). */
export function LabelActions({ medusaOrderId, orderNumber, labelUrl }: LabelActionsProps) {
  const { t } = useShopTranslation()
  const reason = useShippingReason()
  const [busy, setBusy] = useState<"print" | "download" | "open" | null>(null)
  const failed = (e: unknown) => toast.error(t("shipping.label.fileFailed", { reason: reason(e, "shipping.label.failed") }))
  const run = (what: "print" | "download" | "open", action: () => Promise<void>, holdMs = 0) => {
    setBusy(what)
    action()
      .catch(failed)
      .finally(() => window.setTimeout(() => setBusy(null), holdMs))
  }
  const order = t("shipping.common.order", { id: orderNumber })
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={`${t("shipping.admin.label")} · ${order}`}>
      {labelUrl ? (
        <Button size="small" variant="secondary" asChild>
          <a href={labelUrl} target="_blank" rel="noopener noreferrer">
            {t("shipping.label.open")}
            <span className="sr-only"> {t("shipping.common.newTab")}</span>
          </a>
        </Button>
      ) : (
        <Button size="small" variant="secondary" isLoading={busy === "open"} disabled={busy !== null} onClick={() => run("open", () => openLabelFile(medusaOrderId))}>
          {t("shipping.label.open")}
        </Button>
      )}
      <Button size="small" variant="secondary" disabled={busy !== null} onClick={() => run("print", () => printLabel(medusaOrderId), PRINT_DELAY_MS)}>
        {busy === "print" ? t("shipping.label.printing") : t("shipping.label.print")}
      </Button>
      <Button size="small" variant="secondary" disabled={busy !== null} onClick={() => run("download", () => downloadLabel(medusaOrderId, orderNumber))}>
        {busy === "download" ? t("shipping.label.downloading") : t("shipping.label.download")}
      </Button>
    </div>
  )
}

// --- rates ---------------------------------------------------------------------------------------

const BADGE_COLOR: Record<RateBadge, "green" | "blue" | "purple" | "orange"> = {
  bestValue: "green",
  recommended: "blue",
  fastest: "purple",
  cheapest: "orange",
}

/** One radio per rate: price, its badge, service and carrier, days or arrival, the box, a sample note. */
function RateChoices({ rates, value, onChange, disabled }: { rates: Rate[]; value: string | null; onChange: (id: string) => void; disabled: boolean }) {
  const { t } = useShopTranslation()
  const money = useMoney()
  const date = useDate()
  const uid = useId()
  return (
    <RadioGroup value={value ?? ""} onValueChange={onChange} disabled={disabled} aria-label={t("shipping.rates.list")} className="gap-2">
      {rates.map((rate, i) => {
        const badge = rateBadge(rate)
        const days = rateDays(rate)
        const arrivesBy = rateArrivesBy(rate)
        const id = `${uid}-rate-${i}`
        const box = packageText(t, rate.box_type) ?? rate.description
        return (
          <label
            key={rate.id}
            htmlFor={id}
            className="shadow-borders-base bg-ui-bg-base hover:bg-ui-bg-base-hover has-[[data-state=checked]]:shadow-borders-interactive-with-shadow flex cursor-pointer items-start gap-3 rounded-lg p-3"
          >
            <RadioGroup.Item id={id} value={rate.id} className="mt-0.5" />
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="txt-compact-medium-plus text-ui-fg-base">{money(rateAmount(rate), rate.currency)}</span>
                {badge && (
                  <Badge size="2xsmall" color={BADGE_COLOR[badge]}>
                    {t(`shipping.rates.badges.${badge}`)}
                  </Badge>
                )}
              </span>
              <span className="txt-compact-small-plus text-ui-fg-base">
                {rateService(rate)} · {rate.provider}
              </span>
              <span className="txt-compact-small text-ui-fg-subtle">
                {arrivesBy
                  ? t("shipping.rates.arrivesBy", { date: date(arrivesBy.toISOString(), false) })
                  : t("shipping.rates.days", { count: days })}
                {box ? ` · ${box}` : ""}
              </span>
              {rate.sample && (
                <span className="txt-compact-small text-ui-fg-muted flex items-center gap-1">
                  <InformationCircleSolid aria-hidden="true" className="text-ui-fg-muted" />
                  {t("shipping.rates.sample")}
                </span>
              )}
            </span>
          </label>
        )
      })}
    </RadioGroup>
  )
}

// --- buying a label --------------------------------------------------------------------------------

/**
 * The label dialog of spec points 2 and 4: step 1 the package and weight, Compare Carrier Rates;
 * step 2 the rates with their badges, filtered by carrier (the first carrier at first), and Create
 * Shipping Label. In Shippo's live mode buying asks first: the label is charged.
 */
function LabelPurchase({ medusaOrderId, order, onCreated }: { medusaOrderId: string; order: ShopOrder; onCreated: (r: LabelResult) => void }) {
  const { t } = useShopTranslation()
  const askShipAnyway = useShipAnyway()
  const reason = useShippingReason()
  const prompt = usePrompt()
  const money = useMoney()
  const queryClient = useQueryClient()
  const mode = useShippoStatus().data?.mode
  const compare = useCompareRates(medusaOrderId)
  const buy = useBuyLabel(medusaOrderId)
  // Steps, package, weight, rates and filter: @shop/staff's label wizard (the storefront's too).
  const wizard = useLabelWizard<Rate>({
    compareRates: (parcel) => compare.mutateAsync(parcel).then((answer) => answer.rates ?? []),
    words: {
      problem: (p) => (p.problem === "overLimit" ? t("shipping.packages.overLimit", { weight: p.weight, max: p.max, package: packageName(t, p.packageType) }) : t("shipping.packages.customMissing")),
      noRates: () => t("shipping.rates.none"),
      compareFailed: (e) => reason(e, "shipping.rates.failed"),
    },
  })
  const { state: dialog, dispatch, setError, stepHeading, chosen: rate } = wizard
  const { step, weight, error } = dialog
  const packageType = dialog.packageType ?? DEFAULT_PACKAGE
  const uid = useId()

  const onCreate = async () => {
    if (!rate) {
      toast.error(t("shipping.dialog.selectRate"))
      return
    }
    // A label costs money: its price first, every time (issue 26 point 7); in Shippo's live mode,
    // that it is charged to the shop's account.
    const purchase = labelPurchase(rate)
    const price = money(purchase.price, rate.currency)
    const ok = await prompt({
      title: t("shipping.buy.title"),
      description:
        mode === "live"
          ? t("shipping.buy.live", { amount: price, service: purchase.service })
          : t("shipping.buy.text", { service: purchase.service, id: order.id, price }),
      confirmText: t("shipping.buy.confirm", { price }),
      cancelText: t("shipping.common.cancel"),
      variant: "confirmation",
    })
    if (!ok) return
    const allowUnverifiedPayment = !isPaymentVerified(order)
    if (allowUnverifiedPayment && !(await askShipAnyway(order))) return
    setError(null)
    // mutateAsync, not mutate's callbacks: the refetched order shows its label and this step goes
    // away before those callbacks would run.
    buy.mutateAsync({ rateId: rate.id, packageType, provider: rate.provider, ...(allowUnverifiedPayment ? { allowUnverifiedPayment } : {}) }).then(
      (result) => {
        toast.success(t("shipping.label.created"), { description: t("shipping.label.createdText", { number: result.trackingNumber ?? "" }) })
        onCreated(result)
      },
      (e: unknown) => {
        setError(reason(e, "shipping.label.failed"))
        // Someone else bought it meanwhile: show that label.
        if (e instanceof ShopApiError && e.status === 409) void queryClient.invalidateQueries({ queryKey: shopKeys.orderShipping(medusaOrderId) })
      }
    )
  }

  const alert = error && <ErrorAlert>{error}</ErrorAlert>
  // The step's heading: focus moves to it when the step changes.
  const heading = (text: string) => (
    <h3 ref={stepHeading} tabIndex={-1} className="h3-core font-sans text-ui-fg-base outline-none">
      {text}
    </h3>
  )

  if (step === "rates") {
    return (
      <div className="flex flex-col gap-4">
        <div>
          {heading(t("shipping.dialog.step2"))}
          <Text size="small" className="text-ui-fg-subtle">
            {t("shipping.dialog.parcel", { package: packageName(t, packageType), weight })}
          </Text>
        </div>
        <PressedButtons
          label={t("shipping.rates.carrierFilter")}
          disabled={buy.isPending}
          items={wizard.filters.map((f) => ({ key: f.key, text: f.carrier ?? t("shipping.rates.allCarriers"), pressed: f.pressed, onPress: f.select }))}
        />
        <Text size="small" className="text-ui-fg-subtle" aria-live="polite">
          {t("shipping.rates.shown", { shown: wizard.shown.length, count: dialog.rates.length })}
        </Text>
        <RateChoices rates={wizard.shown} value={rate?.id ?? null} onChange={wizard.chooseRate} disabled={buy.isPending} />
        {alert}
        <div className="flex flex-wrap justify-end gap-2">
          <Button size="small" variant="secondary" disabled={buy.isPending} onClick={wizard.back}>
            {t("shipping.common.back")}
          </Button>
          <Button size="small" isLoading={buy.isPending} aria-disabled={!rate || undefined} onClick={onCreate}>
            {buy.isPending ? t("shipping.dialog.creating") : t("shipping.dialog.create")}
          </Button>
        </div>
      </div>
    )
  }

  const choice = (key: PackageKey) => {
    const pkg = PACKAGE_TYPES[key]
    const size = pkg.dimensions ? t("shipping.common.dimensions", { ...pkg.dimensions }) : t("shipping.packages.customSize")
    const parts = [size, t("shipping.packages.max", { weight: pkg.maxWeightLb }), ...(pkg.recommended ? [t("shipping.packages.recommended")] : [])]
    return <RadioGroup.ChoiceBox key={key} value={key} label={packageName(t, key)} description={parts.join(" · ")} />
  }
  return (
    <div className="flex flex-col gap-4">
      {heading(t("shipping.dialog.step1"))}
      <div className="flex flex-col gap-2">
        <Label id={`${uid}-package`} weight="plus">
          {t("shipping.packages.label")}
        </Label>
        <RadioGroup
          aria-labelledby={`${uid}-package`}
          value={packageType}
          disabled={compare.isPending}
          onValueChange={(v) => isPackageKey(v) && dispatch({ type: "package", packageType: v })}
        >
          {PACKAGE_GROUPS.map((group, i) => (
            <div key={group.key} className="flex flex-col gap-2">
              <Text size="small" className={i ? "text-ui-fg-subtle mt-2" : "text-ui-fg-subtle"}>
                {t(`shipping.packages.${group.key}`)}
              </Text>
              <div className="grid gap-2 sm:grid-cols-2">{group.packages.map(choice)}</div>
            </div>
          ))}
        </RadioGroup>
      </div>

      {packageType === "custom_package" && (
        <fieldset className="flex flex-col gap-2" disabled={compare.isPending}>
          <legend className="txt-compact-small-plus mb-2">{t("shipping.packages.customDimensions")}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {DIMENSION_SIDES.map((side) => (
              <div key={side} className="flex flex-col gap-1">
                <Label htmlFor={`${uid}-${side}`} size="small">
                  {t(`shipping.packages.${side}`)}
                </Label>
                <Input
                  id={`${uid}-${side}`}
                  size="small"
                  type="number"
                  inputMode="decimal"
                  min={0.1}
                  max={MAX_SIDE_IN}
                  step="any"
                  value={dialog.dims[side]}
                  onChange={(e) => dispatch({ type: "side", side, value: e.target.value })}
                />
              </div>
            ))}
          </div>
        </fieldset>
      )}

      <div className="flex max-w-xs flex-col gap-1">
        <Label id={`${uid}-weight`} weight="plus">
          {t("shipping.packages.weight")}
        </Label>
        <Select size="small" value={String(weight)} disabled={compare.isPending} onValueChange={(v) => dispatch({ type: "weight", weight: Number(v) })}>
          <Select.Trigger aria-labelledby={`${uid}-weight`}>
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            {weightOptionsFor(packageType).map((w) => (
              <Select.Item key={w} value={String(w)}>
                {t("shipping.common.weight", { weight: w })}
              </Select.Item>
            ))}
          </Select.Content>
        </Select>
      </div>

      {alert}
      <div className="flex justify-end">
        <Button size="small" isLoading={compare.isPending} onClick={wizard.compare}>
          {compare.isPending ? t("shipping.dialog.comparing") : t("shipping.dialog.compare")}
        </Button>
      </div>
    </div>
  )
}

// --- the label once bought -------------------------------------------------------------------------

type Fulfillment = NonNullable<AdminOrder["fulfillments"]>[number]

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-2 items-start gap-x-4">
      <Text size="small" weight="plus" className="text-ui-fg-subtle">
        {label}
      </Text>
      <div className="txt-compact-small break-all">{children}</div>
    </div>
  )
}

/** 'Label Already Created' with the tracking number, the label's facts, Medusa's fulfillment state and Open / Print / Download. */
function ExistingLabel({
  order,
  medusaOrderId,
  label,
  fulfillment,
  focus,
}: {
  order: ShopOrder
  medusaOrderId: string
  label: OrderLabel
  fulfillment?: Fulfillment
  focus: boolean
}) {
  const { t } = useShopTranslation()
  const money = useMoney()
  const date = useDate()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus])
  const service = [label.carrier, label.service].filter(Boolean).join(" ")
  return (
    <section aria-labelledby={`label-already-${medusaOrderId}`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`label-already-${medusaOrderId}`} ref={heading} tabIndex={-1} className="h3-core font-sans text-ui-fg-base outline-none">
          <span aria-hidden="true">✓ </span>
          {t("shipping.label.already")}
        </h3>
      </div>
      <div className="flex flex-col gap-2">
        {label.trackingNumber && (
          <Fact label={t("shipping.common.tracking")}>
            {label.trackingUrl ? (
              <a href={label.trackingUrl} target="_blank" rel="noopener noreferrer" className="text-ui-fg-interactive hover:text-ui-fg-interactive-hover font-mono">
                {label.trackingNumber}
              </a>
            ) : (
              <span className="font-mono">{label.trackingNumber}</span>
            )}
          </Fact>
        )}
        {service && <Fact label={t("shipping.label.service")}>{service}</Fact>}
        {label.packageType && <Fact label={t("shipping.label.package")}>{packageText(t, label.packageType)}</Fact>}
        {label.amount && <Fact label={t("shipping.label.cost")}>{money(label.amount, label.currency)}</Fact>}
        {label.createdAt && <Fact label={t("shipping.simple.history.created")}>{date(label.createdAt)}</Fact>}
        {fulfillment ? (
          <Fact label={t("shipping.label.medusaFulfillment")}>
            {fulfillment.shipped_at ? (
              <StatusBadge color="green">{t("shipping.label.shippedOn", { date: date(String(fulfillment.shipped_at)) })}</StatusBadge>
            ) : (
              <StatusBadge color="blue">{t("shipping.label.awaitingShipment")}</StatusBadge>
            )}
          </Fact>
        ) : null}
      </div>
      {label.sample && (
        <Text size="small" className="text-ui-fg-muted flex items-center gap-1">
          <InformationCircleSolid aria-hidden="true" />
          {t("shipping.label.sample")}
        </Text>
      )}
      <LabelActions medusaOrderId={medusaOrderId} orderNumber={order.id} labelUrl={label.labelUrl} />
    </section>
  )
}

/** 'The payment is not verified yet. Ship anyway?' (labels and Ship of an unverified order): true when staff say yes. */
function useShipAnyway() {
  const { t } = useShopTranslation()
  const prompt = usePrompt()
  // A card sandbox payment (a test card) is no payment: the question says no money was charged.
  return (order?: Pick<ShopOrder, "paymentSandbox">) =>
    prompt({
      title: t("shipping.payment.confirmTitle"),
      description: t(order?.paymentSandbox ? "shipping.payment.sandboxConfirmText" : "shipping.payment.confirmText"),
      confirmText: t("shipping.payment.shipAnyway"),
      cancelText: t("shipping.common.cancel"),
      variant: "confirmation",
    })
}

/** 'Payment not verified' on an order whose payment staff have not verified; a rejected or refunded payment says so (issue 26). */
export function PaymentNotVerifiedBadge({ order }: { order: Pick<ShopOrder, "paymentStatus" | "paymentSandbox"> & Partial<Pick<ShopOrder, "paymentConfirmed" | "paymentState">> }) {
  const { t } = useShopTranslation()
  const state = paymentStateOf({ paymentConfirmed: false, ...order })
  if (state === "rejected" || state === "refunded") return <StatusBadge color={state === "rejected" ? "red" : "grey"}>{t(`payments.state.${state}`)}</StatusBadge>
  if (isPaymentVerified(order)) return null
  if (order.paymentSandbox) return <StatusBadge color="purple">{t("shipping.payment.sandboxTag")}</StatusBadge>
  return <StatusBadge color="orange">{t("shipping.payment.notVerifiedTag")}</StatusBadge>
}

/** Mark shipped (the Ship button): Medusa's shipment of the label's fulfillment, and orderStatus "shipped". */
export function ShipButton({ order, medusaOrderId, hasLabel, hint = true }: { order: ShopOrder; medusaOrderId: string; hasLabel: boolean; hint?: boolean }) {
  const { t } = useShopTranslation()
  const reason = useShippingReason()
  const ship = useMarkShipped()
  const askShipAnyway = useShipAnyway()
  // The contract's rule, as every shipping screen (issue 26 point 6).
  if (isShipped(order)) {
    return <StatusBadge color="green">{t("shipping.ship.shipped")}</StatusBadge>
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        size="small"
        isLoading={ship.isPending}
        aria-label={`${t("shipping.ship.button")} · ${t("shipping.common.order", { id: order.id })}`}
        onClick={async () => {
          const allowUnverifiedPayment = !isPaymentVerified(order)
          if (allowUnverifiedPayment && !(await askShipAnyway(order))) return
          // The row may leave the pending list before mutate's callbacks would run: the promise's.
          ship.mutateAsync({ medusaOrderId, allowUnverifiedPayment }).then(
            () => toast.success(t("shipping.admin.shippedToast"), { description: t("shipping.admin.shippedText", { id: order.id }) }),
            (e: unknown) => {
              const title = t("shipping.admin.shipFailed")
              const said = reason(e, "shipping.admin.shipFailed")
              const why = said.startsWith(title) ? said.slice(title.length).replace(/^:?\s*/, "") : said
              toast.error(title, why ? { description: why } : undefined)
            }
          )
        }}
      >
        {ship.isPending ? t("shipping.ship.shipping") : t("shipping.ship.button")}
      </Button>
      {hint && (
        <Text size="xsmall" className="text-ui-fg-muted">
          {hasLabel ? t("shipping.ship.hint") : t("shipping.ship.noLabelHint")}
        </Text>
      )}
    </div>
  )
}

const labelOfResult = (r: LabelResult): OrderLabel => ({
  trackingNumber: r.trackingNumber,
  trackingUrl: r.trackingUrl,
  carrier: r.carrier ?? null,
  service: r.carrier && r.serviceName?.startsWith(`${r.carrier} `) ? r.serviceName.slice(r.carrier.length + 1) : r.serviceName,
  labelUrl: r.labelUrl,
  createdAt: null,
  packageType: null,
  amount: r.shippingLabelPrice != null ? r.shippingLabelPrice.toFixed(2) : null,
  currency: r.shippingLabelPrice != null ? "USD" : null,
  sample: Boolean(r.sample),
  fulfillmentId: null,
})

/**
 * The shipping of one order (its page's widget, the Shipping page's drawer): the label it has or the
 * rate comparison to buy one, and Mark shipped. Nothing for an order the shop's checkout did not take.
 */
export function OrderShippingPanel({ medusaOrderId, fulfillments }: { medusaOrderId: string; fulfillments?: AdminOrder["fulfillments"] }) {
  const { t } = useShopTranslation()
  const { data, isLoading, isError, error, refetch } = useOrderShipping(medusaOrderId)
  const [created, setCreated] = useState<LabelResult | null>(null)
  if (isLoading) return <Loading />
  if (isError || !data) return <LoadError error={error} retry={() => refetch()} />
  const order = data.order
  if (!order) return null
  const label = data.label ?? (created ? labelOfResult(created) : null)
  const fulfillment = label?.fulfillmentId ? fulfillments?.find((f) => f.id === label.fulfillmentId) : undefined

  return (
    <>
      <div className="px-6 py-4">
        {label ? (
          <ExistingLabel order={order} medusaOrderId={medusaOrderId} label={label} fulfillment={fulfillment} focus={created !== null} />
        ) : order.placement !== "placed" ? (
          <Text size="small" className="text-ui-fg-subtle">
            {t("shipping.widget.notPlaced")}
          </Text>
        ) : (
          <LabelPurchase medusaOrderId={medusaOrderId} order={order} onCreated={setCreated} />
        )}
      </div>
      <div className="px-6 py-4">
        <ShipButton order={order} medusaOrderId={medusaOrderId} hasLabel={Boolean(label)} />
      </div>
    </>
  )
}
