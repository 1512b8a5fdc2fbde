import {
  checkParcel,
  DEFAULT_PACKAGE,
  DIMENSION_SIDES,
  labelDialogReducer,
  labelDialogStart,
  MAX_SIDE_IN,
  PACKAGE_GROUPS,
  PACKAGE_TYPES,
  rateStep,
  WEIGHT_OPTIONS_LB,
  type PackageKey,
  type Rate,
} from "@shop/contract"
import { useEffect, useId, useReducer, useRef, useState } from "react"
import type { Order } from "../../api/orders"
import { useStaffTranslation } from "../../use-staff-i18n"
import { useCompareRates, useCreateCarrierLabel, type LabelResult } from "../api/shipping"
import { useShippingReason } from "../lib/reasons"
import { LabelCard } from "./label-card"
import { useConfirmShip } from "./confirm-ship"
import { RateOptions } from "./rate-options"
import { dimensionsText, ErrorAlert, packageName, tagClass } from "./shipping-ui"
import { Button } from "../../../../components/ui/button"
import { controlClass, Field } from "../../../../components/ui/form-field"
import { useToast } from "../../../../components/ui/toaster"
import { cn } from "../../../../lib/cn"
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
  if (trackingNumber || labelUrl) {
    return <ExistingLabel orderId={order.id} trackingNumber={trackingNumber} labelUrl={labelUrl} focus={created !== null} />
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

function ExistingLabel({ orderId, trackingNumber, labelUrl, focus }: { orderId: number; trackingNumber?: string | null; labelUrl?: string | null; focus: boolean }) {
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
      <LabelCard orderId={orderId} labelUrl={labelUrl} openText="view" />
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
  // The steps, package, weight, rates and filter: the contract's dialog state, shared with Medusa's admin.
  const [dialog, dispatch] = useReducer(labelDialogReducer<Rate>, defaultPackage ?? null, labelDialogStart<Rate>)
  const { step, packageType, weight, dims, carrier, error } = dialog
  const setError = (e: string | null) => dispatch({ type: "error", error: e })
  const stepHeading = useRef<HTMLHeadingElement>(null)
  const uid = useId()

  // Focus follows a step change to the new step's heading (not on first render).
  useEffect(() => {
    if (dialog.moved) stepHeading.current?.focus()
  }, [step, dialog.moved])

  const missing = (description: string) => toast({ title: t("common.missingInfo"), description, variant: "destructive" })

  const onCompare = () => {
    const parcel = checkParcel(packageType, weight, dims)
    if (!parcel.ok) {
      if (parcel.problem === "packageMissing") return missing(t("dialog.selectPackage"))
      if (parcel.problem === "customMissing") return setError(t("packages.customMissing"))
      return setError(t("packages.overLimit", { weight: parcel.weight, max: parcel.max, package: packageName(t, parcel.packageType) }))
    }
    setError(null)
    compare.mutateAsync({ orderId: order.id, ...parcel.parcel }).then(
      (found) => {
        if (found.length === 0) return setError(t("rates.none"))
        dispatch({ type: "rates", rates: found })
      },
      (err: unknown) => setError(reason(err, t("rates.failed")))
    )
  }

  const { filters, shown, chosen: rate, chosenId: visibleRateId } = rateStep(dialog.rates, carrier, dialog.rateId)

  const onCreate = () => {
    if (!rate || !packageType) return missing(t("dialog.selectRate"))
    setError(null)
    ask.confirm(order, (allowUnverifiedPayment) => buy(rate, packageType, allowUnverifiedPayment))
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
              {WEIGHT_OPTIONS_LB.map((w) => (
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
          <Button aria-busy={compare.isPending} disabled={compare.isPending} onClick={onCompare}>
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
      <div role="group" aria-label={t("rates.carrierFilter")} className="flex flex-wrap gap-2">
        {filters.map(({ carrier: c, pressed }) => (
          <Button key={c ?? "all"} size="sm" variant={pressed ? "primary" : "secondary"} aria-pressed={pressed} disabled={create.isPending} onClick={() => dispatch({ type: "carrier", carrier: c })}>
            {c ?? t("rates.allCarriers")}
          </Button>
        ))}
      </div>
      <p className="text-sm text-stone-700" aria-live="polite">
        {t("rates.shown", { shown: shown.length, count: dialog.rates.length })}
      </p>
      <RateOptions name={`${uid}-rate`} legend={t("rates.list")} rates={shown} value={visibleRateId} onChange={(rateId) => dispatch({ type: "rate", rateId })} disabled={create.isPending} />
      {alert}
      <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 pt-4">
        <Button variant="secondary" disabled={create.isPending} onClick={() => dispatch({ type: "back" })}>
          {t("common.back")}
        </Button>
        <Button
          aria-busy={create.isPending}
          aria-disabled={!visibleRateId || undefined}
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
