/**
 * The shop's own addresses as `npm start` hands them to Medusa: the storefront's origin for CORS
 * and for every link the server writes (the e-mails' "Follow your order", card checkout's return,
 * Google sign-in's way back). Without STOREFRONT_URL the server's default is port 8000, so a shop
 * started on another STOREFRONT_PORT e-mailed links to a port where nothing runs.
 */
export function shopUrls(env, { storefrontPort, backendUrl }) {
  const storefront = `http://localhost:${storefrontPort}`
  return {
    STOREFRONT_URL: env.STOREFRONT_URL || storefront,
    STORE_CORS: env.STORE_CORS || storefront,
    ADMIN_CORS: env.ADMIN_CORS || `${backendUrl},${storefront}`,
    AUTH_CORS: env.AUTH_CORS || `${backendUrl},${storefront}`,
  }
}
