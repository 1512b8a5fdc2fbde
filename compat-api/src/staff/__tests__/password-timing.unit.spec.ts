import { dummyPassword, equalizePasswordCheck } from "../password-timing"

const scopeWith = (identities: unknown[]) => ({ resolve: () => ({ listProviderIdentities: async () => identities }) }) as any

describe("an unknown username's sign-in", () => {
  afterEach(() => jest.restoreAllMocks())

  it("runs a password hash of the emailpass provider's cost when there is no such identity (or it has no password)", async () => {
    const verify = jest.spyOn(dummyPassword, "verify").mockResolvedValue()
    await equalizePasswordCheck(scopeWith([]), "nobody", "guess")
    await equalizePasswordCheck(scopeWith([{ id: "pi_1", provider_metadata: {} }]), "google-only", "guess")
    expect(verify).toHaveBeenCalledTimes(2)
  })

  it("leaves a known username to the provider's own hash", async () => {
    const verify = jest.spyOn(dummyPassword, "verify").mockResolvedValue()
    await equalizePasswordCheck(scopeWith([{ id: "pi_1", provider_metadata: { password: "c2NyeXB0..." } }]), "sophea", "guess")
    expect(verify).not.toHaveBeenCalled()
  })

})
