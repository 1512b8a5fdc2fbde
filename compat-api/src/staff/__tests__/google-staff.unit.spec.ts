import { googleEmailAllowed, staffGoogleEmails } from "../google-staff"

describe("Google sign-in allow-list", () => {
  it("lets in only the listed staff e-mails, whatever their case or spacing", () => {
    const allowed = staffGoogleEmails(" Sokha@Example.com, dara@example.com ,not-an-email,")
    expect([...allowed].sort()).toEqual(["dara@example.com", "sokha@example.com"])
    expect(googleEmailAllowed("SOKHA@example.com", allowed)).toBe(true)
    expect(googleEmailAllowed("stranger@example.com", allowed)).toBe(false)
    expect(googleEmailAllowed(undefined, allowed)).toBe(false)
  })

  it("lets nobody in when the list is empty", () => {
    expect(googleEmailAllowed("sokha@example.com", staffGoogleEmails(""))).toBe(false)
  })
})
