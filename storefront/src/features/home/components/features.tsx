import { useTranslation } from "react-i18next"
import { CardIcon, ClockIcon, LeafIcon, TruckIcon } from "../../../components/ui/icons"

const FEATURES = [
  { key: "authentic", Icon: LeafIcon },
  { key: "freeShipping", Icon: TruckIcon },
  { key: "delivery", Icon: ClockIcon },
  { key: "payments", Icon: CardIcon },
] as const

/** Feature highlights: the marketing promises of spec point 1. */
export function Features() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="features-heading" className="border-y border-stone-200 bg-white">
      <h2 id="features-heading" className="sr-only">
        {t("features.heading")}
      </h2>
      <ul className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ key, Icon }) => (
          <li key={key} className="flex gap-3">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-800">
              <Icon />
            </span>
            <div>
              <h3 className="font-semibold text-stone-900">{t(`features.${key}.title`)}</h3>
              <p className="text-sm text-stone-700">{t(`features.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
