import { staffTexts } from "@shop/staff/texts"
import { useTranslation } from "react-i18next"
import { registerNamespace } from "../../i18n"
import enAdmin from "../../i18n/en/admin.json"
import kmAdmin from "../../i18n/km/admin.json"

/** The staff screens' texts ("admin": sign-in, header, orders; "products": product management; "shipping": labels and the shipping screens). */
export function useStaffTranslation<N extends "admin" | "products" | "shipping">(ns: N) {
  const { i18n } = useTranslation()
  registerNamespace(i18n, "admin", { en: enAdmin, km: kmAdmin })
  registerNamespace(i18n, "products", { en: staffTexts.en.products, km: staffTexts.km.products })
  registerNamespace(i18n, "shipping", { en: staffTexts.en.shipping, km: staffTexts.km.shipping })
  return useTranslation(ns)
}
