import { type Rate } from "@shop/contract"
import { rateAmount, rateArrivesBy, rateBadge, rateDays, rateService, type RateBadge } from "@shop/staff/shipping"
import { useStaffTranslation } from "../../use-staff-i18n"
import { packageText, RadioCards, tagClass } from "./shipping-ui"
import { cn } from "../../../../lib/cn"
import { formatPrice } from "../../../../lib/format"
import { formatDate } from "../../../../lib/dates"
import { InfoIcon } from "../../../../components/ui/icons"

type Props = {
  /** The radio group's name (unique on the page). */
  name: string
  legend: string
  rates: Rate[]
  value: string | null
  onChange: (id: string) => void
  disabled?: boolean
}

const BADGE_COLOURS: Record<RateBadge, string> = {
  bestValue: "border-green-700 bg-green-100 text-green-900",
  recommended: "border-blue-700 bg-blue-100 text-blue-900",
  fastest: "border-violet-700 bg-violet-100 text-violet-900",
  cheapest: "border-amber-600 bg-amber-100 text-amber-950",
}

/** Spec points 3 and 4: one labelled radio per rate: price, service, carrier, days or arrival, its badge, a sample note. */
export function RateOptions({ name, legend, rates, value, onChange, disabled }: Props) {
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="sr-only">{legend}</legend>
      <RadioCards name={name} options={rates} valueOf={(rate) => rate.id} value={value} onChange={onChange}>
        {(rate) => <RateText rate={rate} />}
      </RadioCards>
    </fieldset>
  )
}

/** What a rate's card says. */
function RateText({ rate }: { rate: Rate }) {
  const { t, i18n } = useStaffTranslation("shipping")
  const badge = rateBadge(rate)
  const amount = rateAmount(rate)
  const arrivesBy = rateArrivesBy(rate)
  const box = packageText(t, rate.box_type, rate.description)
  return (
    <span className="flex min-w-0 flex-1 flex-col gap-0.5">
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-lg font-bold">{Number.isFinite(amount) ? formatPrice(amount) : "—"}</span>
        {badge && <span className={cn(tagClass, BADGE_COLOURS[badge])}>{t(`rates.badges.${badge}`)}</span>}
      </span>
      <span className="font-semibold">
        {rateService(rate)} · {rate.provider}
      </span>
      <span className="text-sm text-stone-700">
        {arrivesBy ? t("rates.arrivesBy", { date: formatDate(arrivesBy, i18n.language) }) : t("rates.days", { count: rateDays(rate) })}
        {box && <> · {box}</>}
      </span>
      {rate.sample && (
        <span className="text-sm font-medium text-amber-900">
          <InfoIcon width={14} height={14} className="mr-1 inline-block align-[-2px]" />
          {t("rates.sample")}
        </span>
      )}
    </span>
  )
}
