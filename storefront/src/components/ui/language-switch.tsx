import { useTranslation } from "react-i18next"
import { LANGUAGES, type Language } from "../../i18n"
import { cn } from "../../lib/cn"

/** English / ខ្មែរ: two toggle buttons, each named in its own language. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation()
  return (
    // No overflow clipping on the group: each option's keyboard focus ring must show whole.
    <div role="group" aria-label={t("language.label")} className="inline-flex gap-0.5 rounded-full border border-white/60 p-0.5">
      {LANGUAGES.map((lng) => {
        const active = i18n.language === lng
        return (
          <button
            key={lng}
            type="button"
            lang={lng}
            aria-pressed={active}
            onClick={() => !active && i18n.changeLanguage(lng as Language)}
            className={cn(
              "min-h-9 rounded-full px-3 text-sm focus-visible:outline-offset-1",
              active ? "bg-white text-red-900" : "text-white hover:bg-white/15"
            )}
          >
            {t(`language.${lng}`)}
          </button>
        )
      })}
    </div>
  )
}
