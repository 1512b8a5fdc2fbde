declare const __STOREFRONT_URL__: string | undefined

/**
 * The shop's public address, where its back office lives (/admin): Medusa's `admin.storefrontUrl`
 * (medusa-config.ts, from STOREFRONT_URL), which the admin build bakes in; the storefront
 * server's local address when unset, as Medusa's dashboard does.
 */
export const STOREFRONT_URL = (typeof __STOREFRONT_URL__ !== "undefined" && __STOREFRONT_URL__ ? __STOREFRONT_URL__ : "http://localhost:8000").replace(/\/$/, "")

/** An absolute link to `path` on the storefront, e.g. "/admin". */
export const storefrontLink = (path: string) => `${STOREFRONT_URL}${path}`
