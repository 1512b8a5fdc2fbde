import type { IncomingMessage } from "node:http"
// proxy-addr is what Express's own `trust proxy` uses; compiled here from the operator's list.
// eslint-disable-next-line @typescript-eslint/no-var-requires
const proxyaddr = require("proxy-addr") as {
  (req: IncomingMessage, trust: (addr: string, i: number) => boolean): string
  compile(list: string[]): (addr: string, i: number) => boolean
}

/**
 * The proxies whose X-Forwarded-For is believed: `TRUSTED_PROXIES`, comma-separated addresses,
 * CIDR ranges or proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`). Default: none, so a
 * client talking to Medusa's port directly cannot choose its address by sending the header.
 * (Medusa itself sets Express's `trust proxy` to 1, so `req.ip` believes one forged hop: every
 * limit and log of the shop keys on `clientAddress(req)` instead.)
 */
export function trustedProxies(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.TRUSTED_PROXIES ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
}

let compiled: { raw: string; trust: (addr: string, i: number) => boolean } | undefined

/** The client's address as the operator's trusted proxies report it; the socket's peer otherwise. */
export function clientAddress(req: IncomingMessage): string {
  const raw = process.env.TRUSTED_PROXIES ?? ""
  if (!compiled || compiled.raw !== raw) {
    const list = trustedProxies()
    compiled = { raw, trust: list.length ? proxyaddr.compile(list) : () => false }
  }
  try {
    return proxyaddr(req, compiled.trust) || "unknown"
  } catch {
    return req.socket?.remoteAddress ?? "unknown"
  }
}
