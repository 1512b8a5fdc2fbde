import { defineRouteConfig } from "@medusajs/admin-sdk"
import { BuildingStorefront } from "@medusajs/icons"
import {
  AdminPutShopSettings,
  emptyShopSettings,
  errorCodeOfText,
  SHOP_PAGES,
  SHOP_SETTINGS_LIMITS,
  type Localized,
  type ResolvedShopFacts,
  type ShopLang,
  type ShopPageKey,
  type ShopSettings,
} from "@shop/contract"
import { saveShopSettings, shopSettingsQuery, type ShopSettingsAnswer } from "@shop/staff"
import { Button, Container, Heading, Input, Label, Text, Textarea, toast } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { useEffect, useId, useMemo, useState, type ReactNode } from "react"
import { ShopPage, TitleBlock } from "../../components/panel"
import { useStaffMutation } from "../../hooks/paged-query"
import { shopClient } from "../../lib/api"
import { formatDate } from "../../lib/dates"
import { useShopTranslation, type ShopKey } from "../../lib/i18n"
import { storefrontLink } from "../../lib/storefront"

// translationNs: SHOP_NS of ../../i18n (the admin-sdk reads it as a literal)
export const config = defineRouteConfig({ label: "settings.nav", translationNs: "cambodianShop", icon: BuildingStorefront })

type Errors = Record<string, string>
type Path = (string | number)[]

const getIn = (o: any, path: Path): string => path.reduce((v, k) => (v == null ? v : v[k]), o) ?? ""
const setIn = <T,>(o: T, path: Path, value: string): T => {
  const [head, ...rest] = path
  const copy: any = Array.isArray(o) ? [...(o as any)] : { ...(o as any) }
  copy[head] = rest.length ? setIn(copy[head] ?? {}, rest, value) : value
  return copy
}

/** Field path → the message of its first problem, in the admin's language (the contract's texts have codes). */
function useFieldErrors() {
  const { t } = useShopTranslation()
  return (form: ShopSettings): Errors => {
    const r = AdminPutShopSettings.safeParse(form)
    if (r.success) return {}
    const out: Errors = {}
    for (const issue of r.error.issues) {
      const field = issue.path.map(String).join(".")
      if (out[field]) continue
      const code = errorCodeOfText(issue.message)
      const key = code?.startsWith("shopSettings.") ? (`settings.errors.${code.slice("shopSettings.".length)}` as ShopKey) : undefined
      out[field] = key ? t(key) : issue.message
    }
    return out
  }
}

type FieldProps = {
  path: Path
  label: string
  form: ShopSettings
  onChange: (path: Path, value: string) => void
  errors: Errors
  /** What an empty field falls back to (shown as its placeholder). */
  fallback?: string
  multiline?: boolean
  rows?: number
  max: number
  lang?: ShopLang
}

function Field({ path, label, form, onChange, errors, fallback, multiline, rows = 3, max, lang }: FieldProps) {
  const { t } = useShopTranslation()
  const id = useId()
  const key = path.join(".")
  const value = getIn(form, path)
  const error = errors[key]
  const common = {
    id,
    name: key,
    value,
    placeholder: fallback,
    lang,
    "aria-invalid": Boolean(error),
    "aria-describedby": error ? `${id}-error` : undefined,
    onChange: (e: { target: { value: string } }) => onChange(path, e.target.value),
    className: lang === "km" ? "leading-[1.8]" : undefined,
  }
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id} size="small" weight="plus">
          {label}
        </Label>
        {max > 300 && (
          <Text size="xsmall" className="text-ui-fg-muted">
            {t("settings.count", { count: value.length, max })}
          </Text>
        )}
      </div>
      {multiline ? <Textarea rows={rows} {...common} /> : <Input {...common} />}
      {error && (
        <Text id={`${id}-error`} size="small" className="text-ui-fg-error" role="alert">
          {error}
        </Text>
      )}
    </div>
  )
}

/** One text in English and Khmer, side by side (stacked on a narrow screen). */
function LocalizedField({ path, label, defaults, ...rest }: Omit<FieldProps, "label" | "fallback" | "lang"> & { label: string; defaults: Localized }) {
  const { t } = useShopTranslation()
  return (
    <fieldset className="grid grid-cols-1 gap-3 md:grid-cols-2">
      <legend className="sr-only">{label}</legend>
      <Field {...rest} path={[...path, "en"]} label={`${label} · ${t("settings.english")}`} fallback={defaults.en} lang="en" />
      <Field {...rest} path={[...path, "km"]} label={`${label} · ${t("settings.khmer")}`} fallback={defaults.km} lang="km" />
    </fieldset>
  )
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 px-6 py-5">
      <div>
        <Heading level="h2">{title}</Heading>
        {hint && (
          <Text size="small" className="text-ui-fg-subtle">
            {hint}
          </Text>
        )}
      </div>
      {children}
    </section>
  )
}

function SettingsForm({ answer }: { answer: ShopSettingsAnswer }) {
  const { t, locale } = useShopTranslation()
  const fieldErrors = useFieldErrors()
  const [form, setForm] = useState<ShopSettings>(answer.settings)
  const [errors, setErrors] = useState<Errors>({})
  const [tried, setTried] = useState(false)
  useEffect(() => setForm(answer.settings), [answer.settings])
  const save = useStaffMutation(saveShopSettings(shopClient))
  const d: ResolvedShopFacts = answer.defaults

  const onChange = (path: Path, value: string) => {
    const next = setIn(form, path, value)
    setForm(next)
    if (tried) setErrors(fieldErrors(next))
  }
  const submit = (e: { preventDefault: () => void }) => {
    e.preventDefault()
    setTried(true)
    const found = fieldErrors(form)
    setErrors(found)
    if (Object.keys(found).length) {
      toast.error(t("settings.invalid"))
      return
    }
    save.mutate(form, {
      onSuccess: () => toast.success(t("settings.saved")),
      onError: (err) => toast.error(t("settings.saveFailed", { reason: err.message })),
    })
  }
  const p = { form, onChange, errors }
  const S = SHOP_SETTINGS_LIMITS
  const defaultAddress = { street: d.address.street, city: d.address.city, state: d.address.state, zip: d.address.zip }

  return (
    <form onSubmit={submit} noValidate className="divide-y">
      <Section title={t("settings.sections.shop")}>
        <LocalizedField {...p} path={["name"]} label={t("settings.fields.name")} defaults={d.name} max={S.short} />
        <div className="grid grid-cols-1 gap-3 md:grid-cols-4">
          <div className="md:col-span-2">
            <Field {...p} path={["address", "street"]} label={t("settings.fields.street")} fallback={defaultAddress.street} max={S.short} />
          </div>
          <Field {...p} path={["address", "city"]} label={t("settings.fields.city")} fallback={defaultAddress.city} max={S.short} />
          <div className="grid grid-cols-2 gap-3">
            <Field {...p} path={["address", "state"]} label={t("settings.fields.state")} fallback={defaultAddress.state} max={50} />
            <Field {...p} path={["address", "zip"]} label={t("settings.fields.zip")} fallback={defaultAddress.zip} max={10} />
          </div>
        </div>
      </Section>
      <Section title={t("settings.sections.contact")}>
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
          <Field {...p} path={["phone"]} label={t("settings.fields.phone")} fallback={d.phone} max={40} />
          <Field {...p} path={["email"]} label={t("settings.fields.email")} fallback={d.email} max={S.short} />
        </div>
      </Section>
      <Section title={t("settings.sections.hours")}>
        <Text size="small" className="text-ui-fg-subtle">
          {t("settings.hints.hoursContact")}
        </Text>
        <LocalizedField {...p} path={["hours", "contact"]} label={t("settings.fields.hoursContact")} defaults={d.hours.contact} multiline rows={2} max={S.line} />
        <Text size="small" className="text-ui-fg-subtle">
          {t("settings.hints.hoursFooter")}
        </Text>
        <LocalizedField {...p} path={["hours", "footer"]} label={t("settings.fields.hoursFooter")} defaults={d.hours.footer} max={S.line} />
      </Section>
      <Section title={t("settings.sections.banner")} hint={t("settings.hints.banner")}>
        <LocalizedField {...p} path={["banner"]} label={t("settings.fields.banner")} defaults={d.banner} max={S.line} />
      </Section>
      <Section title={t("settings.sections.shipFrom")} hint={t("settings.hints.shipFrom")}>
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
          <Field {...p} path={["shipFrom", "name"]} label={t("settings.fields.name")} fallback={answer.facts.name.en} max={S.short} />
          <Field {...p} path={["shipFrom", "street"]} label={t("settings.fields.street")} fallback={answer.facts.address.street} max={S.short} />
          <Field {...p} path={["shipFrom", "city"]} label={t("settings.fields.city")} fallback={answer.facts.address.city} max={S.short} />
          <div className="grid grid-cols-2 gap-3">
            <Field {...p} path={["shipFrom", "state"]} label={t("settings.fields.state")} fallback={answer.facts.address.state} max={50} />
            <Field {...p} path={["shipFrom", "zip"]} label={t("settings.fields.zip")} fallback={answer.facts.address.zip} max={10} />
          </div>
          <Field {...p} path={["shipFrom", "phone"]} label={t("settings.fields.phone")} fallback={answer.facts.phone} max={40} />
          <Field {...p} path={["shipFrom", "email"]} label={t("settings.fields.email")} fallback={d.shipFrom.email} max={S.short} />
        </div>
      </Section>
      <Section title={t("settings.sections.pages")} hint={t("settings.hints.pageBody")}>
        {SHOP_PAGES.map((k: ShopPageKey) => (
          <div key={k} className="flex flex-col gap-3 rounded-lg border p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Heading level="h3">{t(`settings.pages.${k}` as ShopKey)}</Heading>
              <a className="txt-compact-small text-ui-fg-interactive" href={storefrontLink(`/help/${k}`)} target="_blank" rel="noreferrer">
                {t("settings.preview")}
              </a>
            </div>
            <LocalizedField {...p} path={["pages", k, "title"]} label={t("settings.fields.pageTitle")} defaults={d.pages[k].title} max={S.pageTitle} />
            <LocalizedField {...p} path={["pages", k, "body"]} label={t("settings.fields.pageBody")} defaults={{ en: "", km: "" }} multiline rows={6} max={S.pageBody} />
          </div>
        ))}
      </Section>
      <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-3 bg-ui-bg-base px-6 py-4">
        <Text size="small" className="mr-auto text-ui-fg-subtle">
          {answer.updated_at ? t("settings.lastSaved", { date: formatDate(answer.updated_at, locale) }) : t("settings.neverSaved")}
        </Text>
        <Button type="button" variant="secondary" onClick={() => (setForm(answer.settings), setErrors({}), setTried(false))} disabled={save.isPending}>
          {t("settings.reset")}
        </Button>
        <Button type="submit" isLoading={save.isPending}>
          {save.isPending ? t("settings.saving") : t("settings.save")}
        </Button>
      </div>
    </form>
  )
}

/**
 * Shop settings (issue 27 point 9): the shop's name, address, phone, e-mail, hours, ship-from,
 * banner and customer-service pages, English and Khmer side by side. Checked here with the
 * contract's schema (the messages under the fields) and again by the server.
 */
const ShopSettingsPage = () => {
  const { t } = useShopTranslation()
  const query = useQuery(shopSettingsQuery(shopClient))
  const empty = useMemo(() => emptyShopSettings(), [])
  return (
    <ShopPage header={<TitleBlock title={t("settings.title")} intro={t("settings.intro")} level="h1" />}>
      {query.isError ? (
        <Container className="px-6 py-4">
          <Text className="text-ui-fg-error" role="alert">
            {t("settings.loadFailed", { reason: query.error.message })}
          </Text>
        </Container>
      ) : query.data ? (
        <SettingsForm answer={{ ...query.data, settings: query.data.settings ?? empty }} />
      ) : null}
    </ShopPage>
  )
}

export default ShopSettingsPage
