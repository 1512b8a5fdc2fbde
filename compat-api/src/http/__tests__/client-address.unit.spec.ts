import { clientAddress } from "../client-address"

const request = (remoteAddress: string, xff?: string) =>
  ({ socket: { remoteAddress }, connection: { remoteAddress }, headers: xff ? { "x-forwarded-for": xff } : {} }) as any

describe("clientAddress", () => {
  const saved = process.env.TRUSTED_PROXIES
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUSTED_PROXIES
    else process.env.TRUSTED_PROXIES = saved
  })

  it("ignores X-Forwarded-For when no proxy is trusted (the default)", () => {
    delete process.env.TRUSTED_PROXIES
    expect(clientAddress(request("203.0.113.9", "10.0.0.1"))).toBe("203.0.113.9")
  })

  it("believes only the hops added by the named proxies", () => {
    process.env.TRUSTED_PROXIES = "loopback, 172.18.0.0/16"
    // a forged first hop sent by the client is left of what nginx (172.18.0.5) appended
    expect(clientAddress(request("172.18.0.5", "6.6.6.6, 198.51.100.7"))).toBe("198.51.100.7")
    expect(clientAddress(request("127.0.0.1", "198.51.100.8"))).toBe("198.51.100.8")
    // a stranger talking to the port directly cannot choose an address
    expect(clientAddress(request("203.0.113.9", "198.51.100.8"))).toBe("203.0.113.9")
  })
})
