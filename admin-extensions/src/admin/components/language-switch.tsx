import { Button, Text } from "@medusajs/ui"
import { useShopTranslation, type ShopLang } from "../lib/i18n"

/**
 * English / ខ្មែរ for the shop's panels. It sets the admin's own language (Medusa's Profile →
 * Language has no Khmer to pick), so every panel of ours and the sidebar labels follow it.
 */
export const LanguageSwitch = () => {
  const { t, lang, setLang } = useShopTranslation()
  const options: [ShopLang, string][] = [
    ["en", t("common.english")],
    ["km", t("common.khmer")],
  ]
  return (
    <div className="flex flex-col items-end gap-1">
      <div role="group" aria-label={t("common.language")} className="flex gap-1">
        {options.map(([code, label]) => (
          <Button
            key={code}
            size="small"
            variant={lang === code ? "primary" : "secondary"}
            aria-pressed={lang === code}
            lang={code}
            onClick={() => setLang(code)}
          >
            {label}
          </Button>
        ))}
      </div>
      <Text size="xsmall" className="text-ui-fg-muted max-w-xs text-right">
        {t("common.languageHint")}
      </Text>
    </div>
  )
}
