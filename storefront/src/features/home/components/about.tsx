import { useTranslation } from "react-i18next"
import { shopInfo } from "../../../config/shop"
import { PageHeading } from "../../../components/ui/page-heading"
import { TwoColumnBand } from "../../../components/ui/two-column-band"

/** About / heritage (anchor #about): the family business and the founder's following. */
export function About() {
  const { t } = useTranslation()
  return (
    <TwoColumnBand id="about" className="below-fold bg-red-950 text-amber-50" gap="gap-8">
      <div className="flex flex-col gap-4">
        <PageHeading id="about-heading">{t("about.heading")}</PageHeading>
        <p>{t("about.p1")}</p>
        <p>{t("about.p2")}</p>
        {/* A plain CSS tooltip: shown on hover and keyboard focus, read out through aria-describedby. */}
        <span className="group relative self-start">
          <a
            href={shopInfo.socialUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby="followers-tip"
            className="inline-block rounded-lg bg-amber-300 px-4 py-2 font-semibold text-stone-950 hover:bg-amber-200"
          >
            {t("about.follow")}
          </a>
          <span
            id="followers-tip"
            role="tooltip"
            className="pointer-events-none absolute left-0 top-full z-10 mt-2 hidden whitespace-nowrap rounded bg-stone-950 px-3 py-1.5 text-sm text-white group-focus-within:block group-hover:block"
          >
            {t("about.followers")}
          </span>
        </span>
      </div>
      <ul className="grid gap-4 self-center">
        {(["food", "skincare", "clothes"] as const).map((k) => (
          <li key={k} className="rounded-xl bg-red-900 p-4">
            <h3 className="font-bold text-amber-200">{t(`about.pillars.${k}.title`)}</h3>
            <p className="text-sm">{t(`about.pillars.${k}.text`)}</p>
          </li>
        ))}
      </ul>
    </TwoColumnBand>
  )
}
