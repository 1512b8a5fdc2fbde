import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Text } from "@react-email/components"
import { render } from "@react-email/render"
import type { RenderedEmail } from "../providers/notification-smtp/types"
import { FONT, formatOrderDate } from "./order-email"
import { shopContact } from "./shop-info"
import { emailText, type EmailLanguage } from "./texts"

/** What the contact e-mails need of a message. */
export type ContactEmailMessage = { name: string; email: string | null; phone: string; message: string; locale: string | null; created_at: string | Date }

const paragraphs = (text: string) => text.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean)

function Lines({ text, style }: { text: string; style: Record<string, string> }) {
  return (
    <Text style={style}>
      {text.split("\n").map((line, n) => (
        <span key={n}>
          {line}
          <br />
        </span>
      ))}
    </Text>
  )
}

/**
 * Staff's reply to a contact message, in the shopper's language (the message's locale): the shop's
 * name, the reply as staff typed it, the shopper's own message quoted, and the shop's contact facts.
 */
export async function renderContactReply(lang: EmailLanguage, m: ContactEmailMessage, reply: string): Promise<RenderedEmail> {
  const t = (key: Parameters<typeof emailText>[1], v: Record<string, string | number> = {}) => emailText(lang, key, { shop: emailText(lang, "shopName"), ...v })
  const font = FONT[lang]
  const shop = shopContact()
  const subject = t("contactReplySubject")
  const wrote = t("contactReplyYouWrote", { date: formatOrderDate(new Date(m.created_at), lang) })
  const footer = [t("shopName"), shop.address, `${t("phone")}: ${shop.phone}`, t("hours")]
  const greeting = t("greeting", { name: m.name })
  const html = await render(
    <Html lang={lang}>
      <Head />
      <Preview>{subject}</Preview>
      <Body style={{ ...font, backgroundColor: "#fafaf9", color: "#1c1917", margin: 0 }}>
        <Container style={{ maxWidth: "600px", padding: "24px 16px", backgroundColor: "#ffffff" }}>
          <Heading as="h1" style={{ fontSize: "22px", lineHeight: font.lineHeight, color: "#9a3412" }}>
            {t("shopName")}
          </Heading>
          <Text style={font}>{greeting}</Text>
          {paragraphs(reply).map((p, n) => (
            <Lines key={n} text={p} style={font} />
          ))}
          <Hr />
          <Text style={{ ...font, color: "#57534e", fontSize: "13px" }}>{wrote}</Text>
          <Lines text={m.message} style={{ ...font, color: "#57534e", fontSize: "13px", borderLeft: "3px solid #e7e5e4", paddingLeft: "8px" }} />
          <Hr />
          <Lines text={footer.join("\n")} style={{ ...font, color: "#57534e", fontSize: "13px" }} />
        </Container>
      </Body>
    </Html>
  )
  const quoted = m.message.split("\n").map((l) => `> ${l}`).join("\n")
  const text = [t("shopName"), "", greeting, "", reply, "", "--", wrote, quoted, "", "--", ...footer].join("\n")
  return { subject, text, html }
}

/** Staff's "New message from {name}", in English (the staff language), with the message and a link to the back office. */
export async function renderStaffContactMessage(m: ContactEmailMessage, backOfficeUrl: string): Promise<RenderedEmail> {
  const t = (key: Parameters<typeof emailText>[1], v: Record<string, string | number> = {}) => emailText("en", key, v)
  const font = FONT.en
  const subject = t("staffContactSubject", { name: m.name })
  const from = [m.name, m.email, m.phone].filter(Boolean).join(" · ")
  const language = /^km/i.test(m.locale ?? "") ? "Khmer" : "English"
  const html = await render(
    <Html lang="en">
      <Head />
      <Preview>{subject}</Preview>
      <Body style={font}>
        <Container>
          <Text style={font}>{t("staffContactIntro", { name: m.name })}</Text>
          <Text style={font}>
            {t("staffContactFrom")}: {from}
            <br />
            {t("staffContactLanguage")}: {language}
          </Text>
          {/* The message may be in Khmer: its own font and line height. */}
          <Lines text={m.message} style={{ ...FONT.km, fontFamily: `${FONT.en.fontFamily.split(",")[0]}, ${FONT.km.fontFamily}`, borderLeft: "3px solid #e7e5e4", paddingLeft: "8px" }} />
          <Text style={font}>
            <Link href={backOfficeUrl}>{t("staffContactLink")}</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  )
  const text = [t("staffContactIntro", { name: m.name }), `${t("staffContactFrom")}: ${from}`, `${t("staffContactLanguage")}: ${language}`, "", m.message, "", `${t("staffContactLink")}: ${backOfficeUrl}`].join("\n")
  return { subject, text, html }
}
