import { DEFAULT_PACKAGE, DEFAULT_WEIGHT_LB, weightWithinLimit, type PackageKey } from "@shop/contract"
import { DIMENSION_SIDES, EMPTY_DIMENSIONS_INPUT, type DimensionsInput } from "./parcel"
import { firstCarrier, type RateLike } from "./rates"

/**
 * The label dialog of spec points 2 and 4 as data: step 1 the package, weight and (custom) sides;
 * step 2 the rates with the carrier filter and the chosen rate; the error the dialog shows (already
 * in the screen's words; a new package, Back and arriving rates clear it). `moved`: the step changed
 * since the dialog opened (focus then follows to the new step's heading).
 */
export type LabelDialogState<R extends RateLike = RateLike> = {
  step: "package" | "rates"
  packageType: PackageKey | null
  weight: number
  dims: DimensionsInput
  rates: R[]
  carrier: string | null
  rateId: string | null
  error: string | null
  moved: boolean
}

export type LabelDialogAction<R extends RateLike = RateLike> =
  | { type: "package"; packageType: PackageKey }
  | { type: "weight"; weight: number }
  | { type: "side"; side: (typeof DIMENSION_SIDES)[number]; value: string }
  /** The rates arrived: step 2, the first carrier as the filter (spec point 4), no rate chosen yet. */
  | { type: "rates"; rates: R[] }
  | { type: "carrier"; carrier: string | null }
  | { type: "rate"; rateId: string }
  | { type: "back" }
  | { type: "error"; error: string | null }

/** The dialog as it opens: step 1 on the given package (spec point 9: package_medium; null: none chosen), 2 lb. */
export const labelDialogStart = <R extends RateLike = RateLike>(packageType: PackageKey | null = DEFAULT_PACKAGE): LabelDialogState<R> => ({
  step: "package",
  packageType,
  weight: DEFAULT_WEIGHT_LB,
  dims: EMPTY_DIMENSIONS_INPUT,
  rates: [],
  carrier: null,
  rateId: null,
  error: null,
  moved: false,
})

export function labelDialogReducer<R extends RateLike>(state: LabelDialogState<R>, action: LabelDialogAction<R>): LabelDialogState<R> {
  switch (action.type) {
    case "package":
      // The one weight rule (issue 26 point 13): the weights offered are the package's (weightOptionsFor).
      return { ...state, packageType: action.packageType, weight: weightWithinLimit(action.packageType, state.weight), error: null }
    case "weight":
      return { ...state, weight: action.weight }
    case "side":
      return { ...state, dims: { ...state.dims, [action.side]: action.value } }
    case "rates":
      return { ...state, step: "rates", rates: action.rates, carrier: firstCarrier(action.rates), rateId: null, error: null, moved: true }
    case "carrier":
      return { ...state, carrier: action.carrier }
    case "rate":
      return { ...state, rateId: action.rateId }
    case "back":
      return { ...state, step: "package", error: null, moved: true }
    case "error":
      return { ...state, error: action.error }
  }
}
