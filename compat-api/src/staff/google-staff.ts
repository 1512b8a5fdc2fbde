/**
 * Who may sign in with Google: STAFF_GOOGLE_EMAILS (comma-separated, case-insensitive) lists the
 * staff e-mails; each must also be the e-mail of a Medusa user (the role check then applies as for
 * every staff call). An empty list lets nobody in.
 */
export function staffGoogleEmails(raw = process.env.STAFF_GOOGLE_EMAILS ?? ""): Set<string> {
  return new Set(
    raw
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter((e) => /^[^@\s]+@[^@\s]+$/.test(e))
  )
}

export function googleEmailAllowed(email: unknown, allowed = staffGoogleEmails()): email is string {
  return typeof email === "string" && allowed.has(email.trim().toLowerCase())
}
