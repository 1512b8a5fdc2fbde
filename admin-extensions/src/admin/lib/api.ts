import { createStaffClient, sessionXsrf, StaffApiError, type RequestOptions } from "@shop/staff"

declare const __BACKEND_URL__: string | undefined

/** Medusa's URL as the admin build knows it ("" when the admin is served by Medusa itself). */
export const BACKEND_URL = (typeof __BACKEND_URL__ !== "undefined" && __BACKEND_URL__ ? __BACKEND_URL__ : "").replace(/\/$/, "")

/**
 * The shop's routes under Medusa's /admin prefix, called with the admin's own session cookie
 * (Medusa authenticates them like its own admin API) through the staff screens' one client
 * (@shop/staff): writes carry the session's XSRF token from GET /admin/shop/xsrf, asked for again
 * once when the server says it is not the session's (a new sign-in in another tab).
 */
export const shopClient = createStaffClient({ base: `${BACKEND_URL}/admin/shop`, xsrf: sessionXsrf(`${BACKEND_URL}/admin/shop/xsrf`) })

/** A failed call: the server's message, status, stable `code`, `params` and Shippo's `details`. */
export { StaffApiError as ShopApiError }

export const shopRequest = (path: string, options?: RequestOptions) => shopClient.request(path, options)
export const shopFetch = <T>(path: string, options?: RequestOptions) => shopClient.json<T>(path, options)
