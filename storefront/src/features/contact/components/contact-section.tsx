import { lazy, Suspense, type ReactNode, type SVGProps } from "react"
import { useTranslation } from "react-i18next"
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from "../../../components/ui/icons"
import type { Language } from "../../../i18n"
import { useShopFacts } from "../../../lib/shop-facts"
import { Spinner } from "../../../components/ui/spinner"
import { WhenVisible } from "../../../components/ui/when-visible"
import { EmailLink, PhoneLink } from "../../../components/ui/contact-links"
import { PageHeading } from "../../../components/ui/page-heading"
import { TwoColumnBand } from "../../../components/ui/two-column-band"

// The form (react-hook-form, zod) is fetched when the contact section nears the screen.
const ContactForm = lazy(() => import("./contact-form").then((m) => ({ default: m.ContactForm })))

/** One entry of the contact details: its icon in the margin, its term, and its `<dd>`s. */
function Detail({ icon: Icon, term, children }: { icon: (p: SVGProps<SVGSVGElement>) => ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="pl-9">
      <dt className="relative font-semibold">
        <Icon className="absolute -left-9 top-0.5 text-red-800" />
        {term}</dt>
      {children}
    </div>
  )
}

/** Anchor #contact: location, business hours, phone and e-mail, and the message form (spec point 2). */
export function ContactSection() {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as Language
  // As an admin saved them (Shop settings); the build's defaults until the answer comes.
  const facts = useShopFacts()
  return (
    <TwoColumnBand id="contact" className="bg-white" gap="gap-10">
      <div className="flex flex-col gap-6">
        <div>
          <PageHeading id="contact-heading" className="text-stone-900">{t("contact.heading")}</PageHeading>
          <p className="mt-2 text-stone-800">{t("contact.intro")}</p>
        </div>
        <dl className="flex flex-col gap-4 text-stone-900">
          <Detail icon={PinIcon} term={t("contact.location")}>
            <dd>
              <a href={facts.mapUrl} className="underline underline-offset-4" rel="noopener noreferrer" target="_blank">
                {facts.address.line}
              </a>
            </dd>
          </Detail>
          <Detail icon={ClockIcon} term={t("contact.hours")}>
            {facts.hours.contact[lang].split("\n").filter((l) => l.trim()).map((l, i) => (
              <dd key={i}>{l}</dd>
            ))}
          </Detail>
          <Detail icon={PhoneIcon} term={t("contact.phone")}>
            <dd>
              <PhoneLink phone={facts.phone} className="underline underline-offset-4" />
            </dd>
          </Detail>
          <Detail icon={MailIcon} term={t("contact.email")}>
            <dd>
              <EmailLink email={facts.email} className="underline underline-offset-4" />
            </dd>
          </Detail>
        </dl>
      </div>
      <div className="rounded-xl border border-stone-200 bg-stone-50 p-5">
        <h3 className="mb-4 text-xl font-semibold text-stone-900">{t("contact.formTitle")}</h3>
        <WhenVisible minHeight={520}>
          <Suspense fallback={<Spinner label={t("contact.loadingForm")} />}>
            <ContactForm />
          </Suspense>
        </WhenVisible>
      </div>
    </TwoColumnBand>
  )
}
