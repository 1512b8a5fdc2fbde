import { Body, Column, Container, Head, Heading, Hr, Html, Link, Preview, Row, Section, Text } from "@react-email/components"
import { render } from "@react-email/render"
import type { RenderedEmail } from "../providers/notification-smtp/types"
import { emailText, type EmailLanguage, type EmailTextKey } from "./texts"

/** What an order's e-mails say: read from Medusa's order (see build-order-emails.ts). */
export type OrderEmailModel = {
  lang: EmailLanguage
  /** The order number the shopper was given (Medusa's display id). */
  number: number
  date: Date
  customerName: string
  items: { name: string; quantity: number; unitPrice: number }[]
  subtotal: number
  deliveryFee: number
  cardFee: number
  total: number
  addressLines: string[]
  payment:
    | { kind: "card" }
    | { kind: "manual"; method: string; recipient: string; memo: string }
    | { kind: "other" }
  /** The shopper's order-status page (/orders/<token>), when the order has one. */
  statusUrl?: string | null
}

export const METHOD_LABELS: Record<string, string> = {
  cashapp: "Cash App",
  venmo: "Venmo",
  zelle: "Zelle",
  paypal: "PayPal",
  aba: "ABA",
  stripe: "Card",
}

/** Khmer needs a Khmer font and more room between lines than Latin text. */
const FONT = {
  en: { fontFamily: "Helvetica, Arial, sans-serif", lineHeight: "1.5" },
  km: { fontFamily: '"Noto Sans Khmer", "Khmer OS", sans-serif', lineHeight: "1.8" },
} as const

export const money = (n: number) => `$${n.toFixed(2)}`

export function formatOrderDate(date: Date, lang: EmailLanguage): string {
  return new Intl.DateTimeFormat(lang === "km" ? "km-KH" : "en-US", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "America/Los_Angeles",
  }).format(date)
}

function paymentLine(m: OrderEmailModel): string {
  const t = (key: EmailTextKey, v?: Record<string, string | number>) => emailText(m.lang, key, v)
  const p = m.payment
  if (p.kind === "card") return t("paidByCard")
  if (p.kind === "manual") {
    return t("manualPayment", { amount: money(m.total), method: METHOD_LABELS[p.method] ?? p.method, recipient: p.recipient, memo: p.memo })
  }
  return t("paymentPending")
}

function totalsRows(m: OrderEmailModel): [string, string][] {
  const t = (key: EmailTextKey) => emailText(m.lang, key)
  return [
    [t("subtotal"), money(m.subtotal)],
    [t("deliveryFee"), money(m.deliveryFee)],
    ...(m.cardFee > 0 ? ([[t("cardFee"), money(m.cardFee)]] as [string, string][]) : []),
    [t("total"), money(m.total)],
  ]
}

function OrderReceivedEmail({ m }: { m: OrderEmailModel }) {
  const t = (key: EmailTextKey, v?: Record<string, string | number>) => emailText(m.lang, key, v)
  const shop = t("shopName")
  const font = FONT[m.lang]
  const cell = { padding: "4px 8px", borderBottom: "1px solid #e7e5e4" }
  return (
    <Html lang={m.lang}>
      <Head />
      <Preview>{t("orderReceivedSubject", { number: m.number, shop })}</Preview>
      <Body style={{ ...font, backgroundColor: "#fafaf9", color: "#1c1917" }}>
        <Container style={{ maxWidth: "600px", padding: "24px", backgroundColor: "#ffffff" }}>
          <Heading as="h1" style={{ fontSize: "22px", lineHeight: font.lineHeight }}>
            {shop}
          </Heading>
          <Text style={font}>{t("greeting", { name: m.customerName })}</Text>
          <Text style={font}>{t("orderReceivedIntro")}</Text>
          <Text style={font}>
            <strong>{t("orderNumber")}:</strong> #{m.number}
            <br />
            <strong>{t("orderDate")}:</strong> {formatOrderDate(m.date, m.lang)}
          </Text>
          <Section>
            <table style={{ width: "100%", borderCollapse: "collapse", ...font }}>
              <thead>
                <tr>
                  <th style={{ ...cell, textAlign: "left" }}>{t("item")}</th>
                  <th style={{ ...cell, textAlign: "right" }}>{t("quantity")}</th>
                  <th style={{ ...cell, textAlign: "right" }}>{t("price")}</th>
                </tr>
              </thead>
              <tbody>
                {m.items.map((i, n) => (
                  <tr key={n}>
                    <td style={cell}>{i.name}</td>
                    <td style={{ ...cell, textAlign: "right" }}>{i.quantity}</td>
                    <td style={{ ...cell, textAlign: "right" }}>{money(i.unitPrice * i.quantity)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
          <Section>
            {totalsRows(m).map(([label, value], n, all) => (
              <Row key={label}>
                <Column style={{ ...font, padding: "2px 8px", fontWeight: n === all.length - 1 ? "bold" : "normal" }}>{label}</Column>
                <Column style={{ ...font, padding: "2px 8px", textAlign: "right", fontWeight: n === all.length - 1 ? "bold" : "normal" }}>
                  {value}
                </Column>
              </Row>
            ))}
          </Section>
          <Heading as="h2" style={{ fontSize: "16px", lineHeight: font.lineHeight }}>
            {t("deliveryAddress")}
          </Heading>
          <Text style={font}>
            {m.addressLines.map((line, n) => (
              <span key={n}>
                {line}
                <br />
              </span>
            ))}
          </Text>
          <Heading as="h2" style={{ fontSize: "16px", lineHeight: font.lineHeight }}>
            {t("paymentHeading")}
          </Heading>
          <Text style={font}>{paymentLine(m)}</Text>
          {m.statusUrl && (
            <Text style={font}>
              <Link href={m.statusUrl}>{t("followOrder")}</Link>
            </Text>
          )}
          <Hr />
          <Text style={{ ...font, color: "#57534e", fontSize: "13px" }}>{t("footer", { shop })}</Text>
        </Container>
      </Body>
    </Html>
  )
}

function orderReceivedText(m: OrderEmailModel): string {
  const t = (key: EmailTextKey, v?: Record<string, string | number>) => emailText(m.lang, key, v)
  const shop = t("shopName")
  return [
    shop,
    "",
    t("greeting", { name: m.customerName }),
    t("orderReceivedIntro"),
    "",
    `${t("orderNumber")}: #${m.number}`,
    `${t("orderDate")}: ${formatOrderDate(m.date, m.lang)}`,
    "",
    ...m.items.map((i) => `${i.quantity} × ${i.name}  ${money(i.unitPrice * i.quantity)}`),
    "",
    ...totalsRows(m).map(([label, value]) => `${label}: ${value}`),
    "",
    `${t("deliveryAddress")}:`,
    ...m.addressLines,
    "",
    `${t("paymentHeading")}: ${paymentLine(m)}`,
    "",
    ...(m.statusUrl ? [`${t("followOrder")}: ${m.statusUrl}`, ""] : []),
    t("footer", { shop }),
  ].join("\n")
}

/** The shopper's "order received" e-mail, in the order's language. */
export async function renderOrderReceived(m: OrderEmailModel): Promise<RenderedEmail> {
  return {
    subject: emailText(m.lang, "orderReceivedSubject", { number: m.number, shop: emailText(m.lang, "shopName") }),
    text: orderReceivedText(m),
    html: await render(<OrderReceivedEmail m={m} />),
  }
}

/**
 * Staff's "New order #N" message with a link to the back office; the body in English and Khmer
 * (staff may read either), the subject as the back office's lists show it.
 */
export async function renderStaffNewOrder(m: OrderEmailModel, backOfficeUrl: string): Promise<RenderedEmail> {
  const method = m.payment.kind === "manual" ? METHOD_LABELS[m.payment.method] ?? m.payment.method : m.payment.kind === "card" ? "Card" : "—"
  const langs: EmailLanguage[] = ["en", "km"]
  const parts = langs.map((lang) => ({
    lang,
    intro: emailText(lang, "staffIntro", { number: m.number, name: m.customerName, total: money(m.total), method }),
    link: emailText(lang, "staffLink"),
  }))
  const html = await render(
    <Html lang="en">
      <Head />
      <Body style={FONT.en}>
        <Container>
          {parts.map((p) => (
            <Section key={p.lang} lang={p.lang}>
              <Text style={FONT[p.lang]}>{p.intro}</Text>
              <Text style={FONT[p.lang]}>
                <Link href={backOfficeUrl}>{p.link}</Link>
              </Text>
            </Section>
          ))}
        </Container>
      </Body>
    </Html>
  )
  return {
    subject: emailText("en", "staffSubject", { number: m.number }),
    text: parts.map((p) => `${p.intro}\n${p.link}: ${backOfficeUrl}\n`).join("\n"),
    html,
  }
}
