import proxyaddr from "proxy-addr"

/**
 * The browser's address as this server tells Medusa (X-Forwarded-For): the socket's peer, or,
 * when that peer is one of the operator's `trustedProxies` (TRUSTED_PROXIES: addresses, CIDR
 * ranges, `loopback`…; a TLS proxy in front of `npm start`), the address that proxy reports.
 * Never an address the browser wrote itself. Medusa believes the header from this server only
 * (it trusts loopback under `npm start`), so its per-address limits see shoppers, not proxies.
 */
export function clientAddresses(trustedProxies = []) {
  const trust = trustedProxies.length ? proxyaddr.compile(trustedProxies) : () => false
  return (req) => {
    try {
      return proxyaddr(req, trust)
    } catch {
      return req.socket?.remoteAddress ?? ""
    }
  }
}
