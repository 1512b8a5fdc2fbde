import { DEFAULT_PACKAGE, MAX_SIDE_IN, PACKAGE_TYPES, weightOptionsFor, type PackageKey, type Rate } from "@shop/contract"
import { DIMENSION_SIDES, labelPurchase, PACKAGE_GROUPS, useLabelWizard } from "@shop/staff/shipping"
import { useEffect, useId, useRef, useState } from "react"
import type { Order } from "../../api/orders"
import { useStaffTranslation } from "../../use-staff-i18n"
import { useCompareRates, useCreateCarrierLabel, type LabelResult } from "../api/shipping"
import { useShippingReason } from "../lib/reasons"
import { LabelCard } from "./label-card"
import { useConfirmShip } from "./confirm-ship"
import { RateOptions } from "./rate-options"
import { dimensionsText, ErrorAlert, packageName, tagClass } from "./shipping-ui"
import { Button } from "../../../../components/ui/button"
import { PressedButtons } from "../../../../components/ui/pressed-buttons"
import { controlClass, Field } from "../../../../components/ui/form-field"
import { useToast } from "../../../../components/ui/toaster"
import { cn } from "../../../../lib/cn"
import { formatPrice } from "../../../../lib/format"
import { CheckIcon } from "../../../../components/ui/icons"

type Props = {
  order: Order
  /** Step 1's Cancel (the order dialog goes back to its details). */
  onCancel?: () => void
  /** Told the label's URL and tracking number once it is bought (spec point 4): the caller closes the dialog. */
  onCreated?: (result: LabelResult) => void
  /** Spec point 9: package_medium; null starts with none chosen. */
  defaultPackage?: PackageKey | null
}

/**
 * The Shipping Label dialog of spec points 2 and 4, as the order dialog's Shipping Label tab: the
 * label once the order has one ('Label Already Created'), otherwise step 1 (package and weight) and
 * step 2 (the carriers' rates, filtered by carrier) ending in 'Create Shipping Label'.
 */
export function ShippingLabelDialog({ order, onCancel, onCreated, defaultPackage = DEFAULT_PACKAGE }: Props) {
  const [created, setCreated] = useState<LabelResult | null>(null)
  const trackingNumber = created?.trackingNumber ?? order.trackingNumber
  const labelUrl = created?.labelUrl ?? order.shippingLabel
  const price = created ? created.shippingLabelPrice : order.shippingLabelPrice
  if (trackingNumber || labelUrl) {
    return <ExistingLabel orderId={order.id} trackingNumber={trackingNumber} labelUrl={labelUrl} price={price} focus={created !== null} />
  }
  return (
    <LabelSteps
      order={order}
      onCancel={onCancel}
      defaultPackage={defaultPackage}
      onCreated={(result) => {
        setCreated(result)
        onCreated?.(result)
      }}
    />
  )
}

function ExistingLabel({ orderId, trackingNumber, labelUrl, price, focus }: { orderId: number; trackingNumber?: string | null; labelUrl?: string | null; price?: number | null; focus: boolean }) {
  const { t } = useStaffTranslation("shipping")
  const heading = useRef<HTMLHeadingElement>(null)
  // Right after creating, focus goes from the vanished Create button to the notice.
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus])
  return (
    <section aria-labelledby="label-already-title" className="flex flex-col gap-4">
      <div className="rounded-lg border border-green-700 bg-green-50 p-4 text-green-950">
        <h3 id="label-already-title" ref={heading} tabIndex={-1} className="flex items-center gap-2 text-lg font-bold outline-none">
          <CheckIcon />
          {t("label.already")}
        </h3>
        {trackingNumber && <p className="mt-1">{t("label.alreadyText", { number: trackingNumber })}</p>}
      </div>
      <LabelCard orderId={orderId} labelUrl={labelUrl} price={price} openText="view" />
    </section>
  )
}

function LabelSteps({ order, onCancel, onCreated, defaultPackage }: Required<Pick<Props, "onCreated">> & Omit<Props, "onCreated">) {
  const { t } = useStaffTranslation("shipping")
  const toast = useToast()
  const { reason, errorFirst } = useShippingReason()
  const compare = useCompareRates()
  const create = useCreateCarrierLabel()
  const ask = useConfirmShip()
  const missing = (description: string) => toast({ title: t("common.missingInfo"), description, variant: "destructive" })
  // The steps, package, weight, rates and filter: @shop/staff's label wizard, shared with Medusa's admin.
  const wizard = useLabelWizard<Rate>({
    defaultPackage: defaultPackage ?? null,
    compareRates: (parcel) => compare.mutateAsync({ orderId: order.id, ...parcel }),
    words: {
      problem: (p) => {
        if (p.problem === "packageMissing") {
          missing(t("dialog.selectPackage"))
          return null
        }
        if (p.problem === "customMissing") return t("packages.customMissing")
        return t("packages.overLimit", { weight: p.weight, max: p.max, package: packageName(t, p.packageType) })
      },
      noRates: () => t("rates.none"),
      compareFailed: (err) => reason(err, t("rates.failed")),
    },
  })
  const { state: dialog, dispatch, setError, stepHeading, chosen: rate } = wizard
  const { step, packageType, weight, dims, error } = dialog
  const uid = useId()

  const onCreate = () => {
    if (!rate || !packageType) return missing(t("dialog.selectRate"))
    setError(null)
    // A label costs money: its price first (issue 26 point 7), with the payment warning when unverified.
    const purchase = labelPurchase(rate)
    const price = formatPrice(purchase.price)
    ask.confirm(order, (allowUnverifiedPayment) => buy(rate, packageType, allowUnverifiedPayment), {
      title: t("buy.title"),
      text: t("buy.text", { service: purchase.service, id: order.id, price }),
      confirmLabel: t("buy.confirm", { price }),
    })
  }

  const buy = (rate: Rate, packageType: PackageKey, allowUnverifiedPayment: boolean) => {
    create.mutateAsync({ orderId: order.id, rateId: rate.id, packageType, allowUnverifiedPayment }).then(
      (result) => {
        toast({ title: t("label.created"), description: t("label.createdText", { number: result.trackingNumber ?? "" }) })
        onCreated(result)
      },
      (err: unknown) => {
        setError(reason(err, t("label.failed")))
        toast({ title: t("label.generationFailed"), description: errorFirst(err, t("label.generationFailedText")), variant: "destructive" })
      }
    )
  }

  const alert = error && <ErrorAlert>{error}</ErrorAlert>

  if (step === "package") {
    const packageRadio = (key: PackageKey) => {
      const pkg = PACKAGE_TYPES[key]
      const checked = packageType === key
      return (
        <li key={key}>
          <label
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-stone-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-red-800",
              checked ? "border-red-800 bg-red-50 ring-1 ring-red-800" : "border-stone-300 bg-white hover:bg-stone-50"
            )}
          >
            <input
              type="radio"
              name={`${uid}-package`}
              value={key}
              checked={checked}
              onChange={() => dispatch({ type: "package", packageType: key })}
              className="mt-1 h-5 w-5 accent-red-800"
            />
            <span className="flex flex-col">
              <span className="flex flex-wrap items-center gap-2 font-semibold">
                {packageName(t, key)}
                {pkg.recommended && <span className={cn(tagClass, "border-blue-700 bg-blue-100 text-blue-900")}>{t("packages.recommended")}</span>}
              </span>
              <span className="text-sm text-stone-700">
                {pkg.dimensions ? dimensionsText(t, pkg.dimensions) : t("packages.customSize")} · {t("packages.max", { weight: pkg.maxWeightLb })}
              </span>
            </span>
          </label>
        </li>
      )
    }
    return (
      <div className="flex flex-col gap-4">
        <h3 ref={stepHeading} tabIndex={-1} className="text-lg font-bold text-stone-900 outline-none">
          {t("dialog.step1")}
        </h3>
        <fieldset className="flex flex-col gap-3" disabled={compare.isPending}>
          <legend className="mb-1 font-semibold text-stone-900">{t("packages.label")}</legend>
          {PACKAGE_GROUPS.map((group) => (
            <fieldset key={group.key}>
              <legend className="mb-1 text-sm font-medium text-stone-700">{t(`packages.${group.key}`)}</legend>
              <ul className="grid gap-2 sm:grid-cols-2">{group.packages.map(packageRadio)}</ul>
            </fieldset>
          ))}
        </fieldset>

        {packageType === "custom_package" && (
          <fieldset className="flex flex-col gap-2" disabled={compare.isPending}>
            <legend className="font-semibold text-stone-900">{t("packages.customDimensions")}</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              {DIMENSION_SIDES.map((side) => (
                <Field key={side} label={t(`packages.${side}`)}>
                  {(control) => (
                    <input
                      {...control}
                      type="number"
                      inputMode="decimal"
                      min={0.1}
                      max={MAX_SIDE_IN}
                      step="any"
                      required
                      value={dims[side]}
                      onChange={(e) => dispatch({ type: "side", side, value: e.target.value })}
                      className={controlClass()}
                    />
                  )}
                </Field>
              ))}
            </div>
          </fieldset>
        )}

        <Field label={t("packages.weight")}>
          {(control) => (
            <select
              {...control}
              value={weight}
              disabled={compare.isPending}
              onChange={(e) => dispatch({ type: "weight", weight: Number(e.target.value) })}
              className={cn(controlClass(), "min-h-11 max-w-xs")}
            >
              {weightOptionsFor(packageType ?? DEFAULT_PACKAGE).map((w) => (
                <option key={w} value={w}>
                  {t("common.weight", { weight: w })}
                </option>
              ))}
            </select>
          )}
        </Field>

        {alert}
        <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 pt-4">
          {onCancel && (
            <Button variant="secondary" disabled={compare.isPending} onClick={onCancel}>
              {t("common.cancel")}
            </Button>
          )}
          <Button aria-busy={compare.isPending} disabled={compare.isPending} onClick={wizard.compare}>
            {compare.isPending ? t("dialog.comparing") : t("dialog.compare")}
          </Button>
        </div>
      </div>
    )
  }

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h3 ref={stepHeading} tabIndex={-1} className="text-lg font-bold text-stone-900 outline-none">
          {t("dialog.step2")}
        </h3>
        {packageType && <p className="text-stone-700">{t("dialog.parcel", { package: packageName(t, packageType), weight })}</p>}
      </div>
      <PressedButtons
        label={t("rates.carrierFilter")}
        disabled={create.isPending}
        items={wizard.filters.map((f) => ({ key: f.key, text: f.carrier ?? t("rates.allCarriers"), pressed: f.pressed, onPress: f.select }))}
      />
      <p className="text-sm text-stone-700" aria-live="polite">
        {t("rates.shown", { shown: wizard.shown.length, count: dialog.rates.length })}
      </p>
      <RateOptions name={`${uid}-rate`} legend={t("rates.list")} rates={wizard.shown} value={rate?.id ?? null} onChange={wizard.chooseRate} disabled={create.isPending} />
      {alert}
      <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 pt-4">
        <Button variant="secondary" disabled={create.isPending} onClick={wizard.back}>
          {t("common.back")}
        </Button>
        <Button
          aria-busy={create.isPending}
          aria-disabled={!rate || undefined}
          className="aria-disabled:opacity-60"
          disabled={create.isPending}
          onClick={onCreate}
        >
          {create.isPending ? t("dialog.creating") : t("dialog.create")}
        </Button>
      </div>
      {ask.dialog}
    </div>
  )
}
