import { staffTexts } from "@shop/staff/texts"
import { useTranslation } from "react-i18next"
import { registerNamespace } from "../../i18n"
import { staffAdminTexts } from "./staff-texts"

/** The staff screens' texts ("admin": sign-in, header, orders; "products": product management; "shipping": labels and the shipping screens), all @shop/staff's catalog. */
export function useStaffTranslation<N extends "admin" | "products" | "shipping" | "roles">(ns: N) {
  const { i18n } = useTranslation()
  registerNamespace(i18n, "admin", staffAdminTexts)
  registerNamespace(i18n, "products", { en: staffTexts.en.products, km: staffTexts.km.products })
  registerNamespace(i18n, "shipping", { en: staffTexts.en.shipping, km: staffTexts.km.shipping })
  registerNamespace(i18n, "roles", { en: staffTexts.en.roles, km: staffTexts.km.roles })
  return useTranslation(ns)
}
