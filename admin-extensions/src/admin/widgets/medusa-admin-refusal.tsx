import { defineWidgetConfig } from "@medusajs/admin-sdk"
import { Alert, Text } from "@medusajs/ui"
import { useMedusaAdminRefusal } from "../hooks/session"
import { useShopTranslation } from "../lib/i18n"
import { storefrontLink } from "../lib/storefront"

/**
 * On the dashboard's sign-in page: a clerk already signed in (the back office shares Medusa's
 * session) who opens /app is refused by Medusa's admin API, and the dashboard sends them here
 * without a word. This says why, in the admin's language, and links to the shop's back office.
 * Nothing for someone not signed in.
 */
const MedusaAdminRefusalWidget = () => {
  const { t, lang } = useShopTranslation()
  const { data: refused } = useMedusaAdminRefusal()
  if (!refused) return null
  return (
    <Alert variant="warning" role="alert" lang={lang}>
      <div className="flex flex-col gap-y-1">
        <Text size="small" weight="plus">
          {t("login.signedInAs")}
        </Text>
        <Text size="small">{t("login.staffOnly")}</Text>
        <a
          href={storefrontLink("/admin")}
          className="text-ui-fg-interactive hover:text-ui-fg-interactive-hover txt-compact-small-plus"
        >
          {t("login.backOffice")}
        </a>
        <Text size="small" className="text-ui-fg-subtle">
          {t("login.otherAccount")}
        </Text>
      </div>
    </Alert>
  )
}

export const config = defineWidgetConfig({
  zone: "login.before",
  id: "cambodian-shop:medusa-admin-refusal",
})

export default MedusaAdminRefusalWidget
