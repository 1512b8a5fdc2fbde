import { ToggleGroup } from "radix-ui"
import { useTranslation } from "react-i18next"
import { LANGUAGES, type Language } from "../../i18n"

export function LanguageSwitch() {
  const { t, i18n } = useTranslation()
  return (
    <ToggleGroup.Root
      type="single"
      value={i18n.language}
      onValueChange={(value) => value && i18n.changeLanguage(value as Language)}
      aria-label={t("language.label")}
      className="inline-flex overflow-hidden rounded-full border border-white/60"
    >
      {LANGUAGES.map((lng) => (
        <ToggleGroup.Item
          key={lng}
          value={lng}
          lang={lng}
          className="px-3 py-1 text-sm text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white data-[state=on]:bg-white data-[state=on]:text-red-900"
        >
          {t(`language.${lng}`)}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  )
}
