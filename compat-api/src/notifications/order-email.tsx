import { Body, Column, Container, Head, Heading, Hr, Html, Img, Link, Preview, Row, Section, Text } from "@react-email/components"
import { render } from "@react-email/render"
import type { RenderedEmail } from "../providers/notification-smtp/types"
import { shopContact } from "./shop-info"
import type { EmailShop } from "../shop-settings/shop-facts"
import { emailText, type EmailLanguage, type EmailTextKey } from "./texts"

/** What an order's e-mails say: read from the order desk and Medusa's order (see load-order-email-model.ts). */
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
    | { kind: "card"; /** A test card in the offline sandbox: no money was charged. */ sandbox?: boolean }
    | { kind: "manual"; method: string; recipient: string; memo: string }
    | { kind: "other" }
  /** The shopper's order-status page (/orders/<token>), when the order has one. */
  statusUrl?: string | null
  /** The parcel, once it left ("on its way"): what the label says, or nothing for one shipped without a label. */
  shipping?: { carrier: string | null; service: string | null; trackingNumber: string | null; trackingUrl: string | null } | null
  /** Money given back when the order was cancelled (Medusa's refunds of its payments); the refund e-mail: this refund's amount. */
  refunded?: number
  /** Why staff cancelled the order (Cancel order's reason), when they gave one. */
  cancelReason?: string | null
  /** Reject's reason, as staff wrote it (the payment-problem e-mail). */
  reason?: string | null
  /** The content id of the KHQR image attached to an ABA order's "order received" message. */
  khqrCid?: string | null
  /** The shop as an admin saved it (Shop settings), in the e-mail's language; absent: the defaults. */
  shop?: EmailShop | null
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
export const FONT = {
  en: { fontFamily: "Helvetica, Arial, sans-serif", lineHeight: "1.5" },
  km: { fontFamily: '"Noto Sans Khmer", "Khmer OS", "Khmer OS System", sans-serif', lineHeight: "1.8" },
} as const

export const money = (n: number) => `$${n.toFixed(2)}`

export function formatOrderDate(date: Date, lang: EmailLanguage): string {
  return new Intl.DateTimeFormat(lang === "km" ? "km-KH" : "en-US", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "America/Los_Angeles",
    // km-KH's 12-hour clock prints "AM"/"PM" in English: the 24-hour clock has no words.
    ...(lang === "km" ? { hourCycle: "h23" as const } : {}),
  }).format(date)
}

const methodLabel = (m: OrderEmailModel) =>
  m.payment.kind === "manual" ? METHOD_LABELS[m.payment.method] ?? m.payment.method : m.payment.kind === "card" ? METHOD_LABELS.stripe : "—"

/**
 * One part of a message, drawn the same way in its HTML and its plain text: every message is a
 * list of these between the shop's header and its footer (name, address, phone, hours).
 */
type Block =
  | { p: string; strong?: boolean }
  | { heading: string }
  | { facts: [string, string][]; boldLast?: boolean }
  | { items: OrderEmailModel["items"] }
  | { lines: string[] }
  | { link: { href: string; label: string } }
  | { image: { src: string; alt: string; size: number } }

type Message = { subject: string; blocks: Block[] }

function blockHtml(b: Block, m: OrderEmailModel, key: number) {
  const font = FONT[m.lang]
  const t = (k: EmailTextKey) => emailText(m.lang, k)
  if ("p" in b) return <Text key={key} style={{ ...font, fontWeight: b.strong ? "bold" : "normal" }}>{b.p}</Text>
  if ("heading" in b)
    return (
      <Heading key={key} as="h2" style={{ fontSize: "16px", lineHeight: font.lineHeight, margin: "20px 0 4px" }}>
        {b.heading}
      </Heading>
    )
  if ("facts" in b)
    return (
      <Section key={key}>
        {b.facts.map(([label, value], n, all) => {
          const bold = b.boldLast && n === all.length - 1 ? "bold" : "normal"
          return (
            <Row key={label}>
              <Column style={{ ...font, padding: "2px 8px", fontWeight: bold }}>{label}</Column>
              <Column style={{ ...font, padding: "2px 8px", textAlign: "right", fontWeight: bold }}>{value}</Column>
            </Row>
          )
        })}
      </Section>
    )
  if ("items" in b) {
    const cell = { padding: "4px 8px", borderBottom: "1px solid #e7e5e4" }
    return (
      <Section key={key}>
        <table style={{ width: "100%", borderCollapse: "collapse", ...font }}>
          <thead>
            <tr>
              <th style={{ ...cell, textAlign: "left" }}>{t("item")}</th>
              <th style={{ ...cell, textAlign: "right" }}>{t("quantity")}</th>
              <th style={{ ...cell, textAlign: "right" }}>{t("price")}</th>
            </tr>
          </thead>
          <tbody>
            {b.items.map((i, n) => (
              <tr key={n}>
                <td style={cell}>{i.name}</td>
                <td style={{ ...cell, textAlign: "right" }}>{i.quantity}</td>
                <td style={{ ...cell, textAlign: "right" }}>{money(i.unitPrice * i.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    )
  }
  if ("lines" in b)
    return (
      <Text key={key} style={font}>
        {b.lines.map((line, n) => (
          <span key={n}>
            {line}
            <br />
          </span>
        ))}
      </Text>
    )
  if ("link" in b)
    return (
      <Text key={key} style={font}>
        <Link href={b.link.href} style={{ color: "#9a3412", fontWeight: "bold" }}>
          {b.link.label}
        </Link>
      </Text>
    )
  return <Img key={key} src={b.image.src} alt={b.image.alt} width={b.image.size} height={b.image.size} style={{ margin: "8px 0" }} />
}

function blockText(b: Block): string[] {
  if ("p" in b) return [b.p, ""]
  if ("heading" in b) return [`${b.heading}:`]
  if ("facts" in b) return [...b.facts.map(([label, value]) => `${label}: ${value}`), ""]
  if ("items" in b) return [...b.items.map((i) => `${i.quantity} × ${i.name}  ${money(i.unitPrice * i.quantity)}`), ""]
  if ("lines" in b) return [...b.lines, ""]
  if ("link" in b) return [`${b.link.label}: ${b.link.href}`, ""]
  return []
}

/** The shop's name, address, phone and hours, and the reply line: under every message. */
function footerLines(m: OrderEmailModel): string[] {
  const lang = m.lang
  if (m.shop) return [m.shop.name, m.shop.address, `${emailText(lang, "phone")}: ${m.shop.phone}`, m.shop.hours]
  const shop = shopContact()
  return [emailText(lang, "shopName"), shop.address, `${emailText(lang, "phone")}: ${shop.phone}`, emailText(lang, "hours")]
}

/** The shop's name as an admin saved it (else the e-mail texts' own). */
const shopName = (m: OrderEmailModel) => m.shop?.name ?? emailText(m.lang, "shopName")

/** The shop's phone as the e-mail's foot gives it. */
const shopPhone = (m: OrderEmailModel) => m.shop?.phone ?? shopContact().phone

function MessageEmail({ m, message }: { m: OrderEmailModel; message: Message }) {
  const t = (key: EmailTextKey, v?: Record<string, string | number>) => emailText(m.lang, key, v)
  const font = FONT[m.lang]
  return (
    <Html lang={m.lang}>
      <Head />
      <Preview>{message.subject}</Preview>
      <Body style={{ ...font, backgroundColor: "#fafaf9", color: "#1c1917", margin: 0 }}>
        <Container style={{ maxWidth: "600px", padding: "24px 16px", backgroundColor: "#ffffff" }}>
          <Heading as="h1" style={{ fontSize: "22px", lineHeight: font.lineHeight, color: "#9a3412" }}>
            {shopName(m)}
          </Heading>
          {message.blocks.map((b, n) => blockHtml(b, m, n))}
          <Hr />
          <Text style={{ ...font, color: "#57534e", fontSize: "13px" }}>{t("footer", { shop: shopName(m) })}</Text>
          <Text style={{ ...font, color: "#57534e", fontSize: "13px" }}>
            {footerLines(m).map((line, n) => (
              <span key={n}>
                {line}
                <br />
              </span>
            ))}
          </Text>
        </Container>
      </Body>
    </Html>
  )
}

async function renderMessage(m: OrderEmailModel, message: Message): Promise<RenderedEmail> {
  const t = (key: EmailTextKey, v?: Record<string, string | number>) => emailText(m.lang, key, v)
  const text = [
    shopName(m),
    "",
    ...message.blocks.flatMap(blockText),
    "--",
    t("footer", { shop: shopName(m) }),
    ...footerLines(m),
  ].join("\n")
  return { subject: message.subject, text, html: await render(<MessageEmail m={m} message={message} />) }
}

// --- the messages --------------------------------------------------------------------------------

function say(m: OrderEmailModel) {
  return (key: EmailTextKey, v?: Record<string, string | number>) =>
    emailText(m.lang, key, { number: m.number, shop: shopName(m), name: m.customerName, ...v })
}

function totals(m: OrderEmailModel): Block {
  const t = say(m)
  return {
    facts: [
      [t("subtotal"), money(m.subtotal)],
      [t("deliveryFee"), money(m.deliveryFee)],
      ...(m.cardFee > 0 ? ([[t("cardFee"), money(m.cardFee)]] as [string, string][]) : []),
      [t("total"), money(m.total)],
    ],
    boldLast: true,
  }
}

function followLink(m: OrderEmailModel): Block[] {
  return m.statusUrl ? [{ link: { href: m.statusUrl, label: say(m)("followOrder") } }] : []
}

/** A shopper's message: its subject, then the greeting, the body and the link to follow the order. */
function letter(m: OrderEmailModel, subject: EmailTextKey, body: Block[]): Message {
  const t = say(m)
  return { subject: t(subject), blocks: [{ p: t("greeting") }, ...body, ...followLink(m)] }
}

/** What to pay, to whom, with which memo (manual methods); paid (card). */
function paymentLine(m: OrderEmailModel): string {
  const t = say(m)
  const p = m.payment
  if (p.kind === "card") return t(p.sandbox ? "paidBySandboxCard" : "paidByCard")
  if (p.kind === "manual") return t("manualPayment", { amount: money(m.total), method: methodLabel(m), recipient: p.recipient, memo: p.memo })
  return t("paymentPending")
}

function orderReceived(m: OrderEmailModel): Message {
  const t = say(m)
  const p = m.payment
  return letter(m, "orderReceivedSubject", [
    { p: t("orderReceivedIntro") },
    { facts: [[t("orderNumber"), `#${m.number}`], [t("orderDate"), formatOrderDate(m.date, m.lang)]] },
    { items: m.items },
    totals(m),
    { heading: t("deliveryAddress") },
    { lines: m.addressLines },
    { heading: t("paymentHeading") },
    { p: paymentLine(m) },
    ...(p.kind === "manual" && p.method === "aba" && m.khqrCid
      ? ([{ image: { src: `cid:${m.khqrCid}`, alt: "KHQR", size: 240 } }, { p: t("abaScan", { amount: money(m.total), memo: p.memo }) }] as Block[])
      : []),
  ])
}

function paymentConfirmed(m: OrderEmailModel): Message {
  const t = say(m)
  return letter(m, "paymentConfirmedSubject", [
    { p: t("paymentConfirmedIntro", { method: methodLabel(m), amount: money(m.total) }) },
    { items: m.items },
    totals(m),
  ])
}

function paymentProblem(m: OrderEmailModel): Message {
  const t = say(m)
  const p = m.payment
  const phone = shopPhone(m)
  return letter(m, "paymentProblemSubject", [
    { p: t("paymentProblemIntro", { method: methodLabel(m), amount: money(m.total) }), strong: true },
    ...(m.reason ? [{ p: t("rejectedReason", { reason: m.reason }) } as Block] : []),
    {
      p:
        p.kind === "manual"
          ? t("paymentProblemManual", { amount: money(m.total), method: methodLabel(m), recipient: p.recipient, memo: p.memo, phone })
          : t("paymentProblemOther", { phone }),
    },
  ])
}

function orderShipped(m: OrderEmailModel): Message {
  const t = say(m)
  const s = m.shipping
  const facts: [string, string][] = [
    ...(s?.carrier ? ([[t("carrier"), s.carrier]] as [string, string][]) : []),
    ...(s?.service ? ([[t("service"), s.service]] as [string, string][]) : []),
    ...(s?.trackingNumber ? ([[t("trackingNumber"), s.trackingNumber]] as [string, string][]) : []),
  ]
  return letter(m, "shippedSubject", [
    { p: t("shippedIntro") },
    ...(facts.length ? [{ facts } as Block] : []),
    ...(s?.trackingUrl ? [{ link: { href: s.trackingUrl, label: t("trackParcel") } } as Block] : []),
    ...(s?.trackingNumber ? [] : [{ p: t("shippedNoTracking") } as Block]),
    { heading: t("deliveryAddress") },
    { lines: m.addressLines },
  ])
}

function orderCancelled(m: OrderEmailModel): Message {
  const t = say(m)
  const refunded = m.refunded ?? 0
  return letter(m, "cancelledSubject", [
    { p: t("cancelledIntro") },
    ...(m.cancelReason ? [{ p: t("cancelledReason", { reason: m.cancelReason }) }] : []),
    {
      p:
        refunded > 0
          ? m.payment.kind === "card"
            ? t("refundCard", { amount: money(refunded) })
            : t("refundManual", { amount: money(refunded), method: methodLabel(m) })
          : t("cancelledNoRefund"),
    },
  ])
}

/** A verification made by mistake, undone: the shopper was told the money arrived; it has not (yet). */
function paymentUndone(m: OrderEmailModel): Message {
  const t = say(m)
  return letter(m, "paymentUndoneSubject", [
    { p: t("paymentUndoneIntro", { method: methodLabel(m), amount: money(m.total) }), strong: true },
    { p: t("paymentUndoneNext", { phone: shopPhone(m) }) },
  ])
}

/** One refund Medusa recorded (`refunded`: this refund's amount), card or manual. */
function paymentRefunded(m: OrderEmailModel): Message {
  const t = say(m)
  const amount = m.refunded ?? 0
  const whole = m.total == null || Math.round(amount * 100) >= Math.round(Number(m.total) * 100)
  return letter(m, "refundSubject", [
    { p: t("refundIntro", { amount: money(amount) }), strong: true },
    { p: m.payment.kind === "card" ? t("refundCard", { amount: money(amount) }) : t("refundManual", { amount: money(amount), method: methodLabel(m) }) },
    ...(whole ? [] : [{ p: t("refundPartial") } as Block]),
  ])
}

/** The shopper's messages by kind (the notification's template). */
export const SHOPPER_MESSAGES = {
  "order-received": orderReceived,
  "payment-confirmed": paymentConfirmed,
  "payment-problem": paymentProblem,
  "order-shipped": orderShipped,
  "order-cancelled": orderCancelled,
  "payment-undone": paymentUndone,
  "payment-refunded": paymentRefunded,
} as const
export type ShopperMessageKind = keyof typeof SHOPPER_MESSAGES

/** One of the shopper's messages, in the order's language. */
export function renderShopperEmail(kind: ShopperMessageKind, m: OrderEmailModel): Promise<RenderedEmail> {
  return renderMessage(m, SHOPPER_MESSAGES[kind](m))
}

/** The shopper's "order received" e-mail, in the order's language. */
export function renderOrderReceived(m: OrderEmailModel): Promise<RenderedEmail> {
  return renderShopperEmail("order-received", m)
}

/**
 * Staff's "New order #N" message with a link to the back office; the body in English and Khmer
 * (staff may read either), the subject as the back office's lists show it.
 */
export async function renderStaffNewOrder(m: OrderEmailModel, backOfficeUrl: string): Promise<RenderedEmail> {
  const method = methodLabel(m)
  const langs: EmailLanguage[] = ["en", "km"]
  const sandbox = m.payment.kind === "card" && m.payment.sandbox === true
  const parts = langs.map((lang) => ({
    lang,
    intro:
      emailText(lang, "staffIntro", { number: m.number, name: m.customerName, total: money(m.total), method }) +
      (sandbox ? ` ${emailText(lang, "staffSandbox")}` : ""),
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
    subject: emailText("en", sandbox ? "staffSandboxSubject" : "staffSubject", { number: m.number }),
    text: parts.map((p) => `${p.intro}\n${p.link}: ${backOfficeUrl}\n`).join("\n"),
    html,
  }
}
