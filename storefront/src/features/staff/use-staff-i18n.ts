import { useTranslation } from "react-i18next"
import { registerNamespace } from "../../i18n"
import { staffAdminTexts } from "./staff-texts"
import enProducts from "../../i18n/en/products.json"
import kmProducts from "../../i18n/km/products.json"
import enShipping from "../../i18n/en/shipping.json"
import kmShipping from "../../i18n/km/shipping.json"

/** The staff screens' texts ("admin": sign-in, header, orders; "products": product management; "shipping": labels and the shipping screens). */
export function useStaffTranslation<N extends "admin" | "products" | "shipping">(ns: N) {
  const { i18n } = useTranslation()
  registerNamespace(i18n, "admin", staffAdminTexts)
  registerNamespace(i18n, "products", { en: enProducts, km: kmProducts })
  registerNamespace(i18n, "shipping", { en: enShipping, km: kmShipping })
  return useTranslation(ns)
}
