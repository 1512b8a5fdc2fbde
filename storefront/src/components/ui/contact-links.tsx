import { telHref } from "../../lib/shop-facts"
import { EmailText } from "./email-text"

/** A phone number as a link that dials it (the footer, the contact section, the help pages). */
export const PhoneLink = ({ phone, className }: { phone: string; className?: string }) => (
  <a href={telHref(phone)} className={className}>
    {phone}
  </a>
)

/** An e-mail address as a mailto link, wrapping only where EmailText lets it. */
export const EmailLink = ({ email, className }: { email: string; className?: string }) => (
  <a href={`mailto:${email}`} className={className}>
    <EmailText email={email} />
  </a>
)
