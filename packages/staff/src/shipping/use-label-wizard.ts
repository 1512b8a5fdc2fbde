import type { PackageKey } from "@shop/contract"
import { useEffect, useReducer, useRef } from "react"
import { labelDialogReducer, labelDialogStart, type LabelDialogState } from "./label-dialog"
import { checkParcel, type Parcel, type ParcelCheck } from "./parcel"
import { rateStep, type RateLike } from "./rates"

/** A parcel check that failed, as the package step reports it. */
export type ParcelProblem = Exclude<ParcelCheck, { ok: true }>

export type LabelWizardOptions<R extends RateLike> = {
  /** Spec point 9: package_medium; null starts with none chosen. */
  defaultPackage?: PackageKey | null
  /** Asks the server for the parcel's rates (the app's mutation). */
  compareRates: (parcel: Parcel) => Promise<R[]>
  /**
   * The words for what the dialog shows (already in the screen's language): a package step
   * problem (null: the view told staff itself, e.g. with a toast), no rates, a failed comparison.
   */
  words: {
    problem: (problem: ParcelProblem) => string | null
    noRates: () => string
    compareFailed: (err: unknown) => string
  }
}

/**
 * The label dialog of spec points 2 and 4 as one hook for both back offices: the steps, package,
 * weight, custom sides, rates, carrier filter and chosen rate (the reducer's state), the focus that
 * follows a step change to the new step's heading, Compare Carrier Rates (the parcel check, then the
 * rates or the error), and the rates step as shown. Each app draws it with its own UI kit.
 */
export function useLabelWizard<R extends RateLike>({ defaultPackage, compareRates, words }: LabelWizardOptions<R>) {
  const [state, dispatch] = useReducer(labelDialogReducer<R>, defaultPackage, labelDialogStart<R>)
  const stepHeading = useRef<HTMLHeadingElement>(null)

  // Focus follows a step change to the new step's heading (not on first render).
  useEffect(() => {
    if (state.moved) stepHeading.current?.focus()
  }, [state.step, state.moved])

  const setError = (error: string | null) => dispatch({ type: "error", error })

  /** Compare Carrier Rates: the package step's check, then the rates (step 2) or the error. */
  const compare = () => {
    const checked = checkParcel(state.packageType, state.weight, state.dims)
    if (!checked.ok) {
      const problem = words.problem(checked)
      if (problem !== null) setError(problem)
      return
    }
    setError(null)
    compareRates(checked.parcel).then(
      (rates) => (rates.length ? dispatch({ type: "rates", rates }) : setError(words.noRates())),
      (err: unknown) => setError(words.compareFailed(err))
    )
  }

  const { filters, shown, chosen } = rateStep(state.rates, state.carrier, state.rateId)
  return {
    state: state as LabelDialogState<R>,
    dispatch,
    setError,
    stepHeading,
    compare,
    /** The carrier filter's buttons: each carrier, then All Carriers (`carrier: null`). */
    filters: filters.map((f) => ({ ...f, key: f.carrier ?? "all", select: () => dispatch({ type: "carrier", carrier: f.carrier }) })),
    /** The rates the filter shows, and the chosen one if it still shows it (else Create stays disabled). */
    shown,
    chosen,
    chooseRate: (rateId: string) => dispatch({ type: "rate", rateId }),
    back: () => dispatch({ type: "back" }),
  }
}
