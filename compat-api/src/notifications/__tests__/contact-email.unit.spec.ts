import { renderContactReply, renderStaffContactMessage } from "../contact-email"
import { contactStaffRecipients } from "../../workflows/contact/send-contact-staff-email"

const message = { name: "Srey Mom", email: "mom@example.com", phone: "5551234567", message: "តើការបញ្ជាទិញ #1042 នៅឯណា?", locale: "km", created_at: "2026-11-20T10:00:00Z" }

describe("contact e-mails", () => {
  it("the reply is in the shopper's language, quotes their message and carries staff's text", async () => {
    const km = await renderContactReply("km", message, "យើងបានផ្ញើវាហើយ។")
    expect(km.subject).toBe("ឆ្លើយតប៖ សាររបស់អ្នកទៅកាន់ ផ្សារបេតិកភណ្ឌខ្មែរ")
    expect(km.text).toContain("យើងបានផ្ញើវាហើយ។")
    expect(km.text).toContain("> តើការបញ្ជាទិញ #1042 នៅឯណា?")
    expect(km.html).toContain('lang="km"')
    const en = await renderContactReply("en", { ...message, locale: "en" }, "It left today.")
    expect(en.subject).toBe("Re: your message to Cambodian Heritage Market")
    expect(en.text).toContain("Hello Srey Mom,")
  })

  it("staff's e-mail is English with the message and a link to it", async () => {
    const mail = await renderStaffContactMessage(message, "http://shop.test/admin/messages?message=cmsg_1")
    expect(mail.subject).toBe("New message from Srey Mom")
    expect(mail.text).toContain("តើការបញ្ជាទិញ #1042 នៅឯណា?")
    expect(mail.text).toContain("Language: Khmer")
    expect(mail.html).toContain("http://shop.test/admin/messages?message=cmsg_1")
  })

  it("goes to STAFF_NOTIFY_EMAIL when set, else to the shop's e-mail", () => {
    expect(contactStaffRecipients({ STAFF_NOTIFY_EMAIL: "a@x.com, b@x.com" })).toEqual(["a@x.com", "b@x.com"])
    expect(contactStaffRecipients({ SHOP_EMAIL: "shop@x.com" })).toEqual(["shop@x.com"])
  })
})
