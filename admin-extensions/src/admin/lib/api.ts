import { readErrorBody, type ErrorCode, type ErrorInfo } from "@shop/contract"

declare const __BACKEND_URL__: string | undefined

/** Medusa's URL as the admin build knows it ("" when the admin is served by Medusa itself). */
export const BACKEND_URL = (typeof __BACKEND_URL__ !== "undefined" && __BACKEND_URL__ ? __BACKEND_URL__ : "").replace(/\/$/, "")

/**
 * A failed call to the shop's admin routes: the server's message for people, the status, the
 * failure's stable `code` (@shop/contract; what the screens translate), `params` of a text with
 * numbers, and for the shipping calls Shippo's own words (`details`).
 */
export class ShopApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly details: string | null = null,
    readonly code: ErrorCode | null = null,
    readonly params: Record<string, string | number> = {}
  ) {
    super(message)
  }
}

type Options = { method?: "GET" | "POST"; body?: unknown; query?: Record<string, string | number | boolean | undefined> }

let xsrf: Promise<string | null> | undefined

/**
 * The session's X-XSRF-TOKEN for writes (GET /admin/shop/xsrf, once per page): the server refuses
 * a cookie-authenticated write without it.
 */
function xsrfToken(): Promise<string | null> {
  xsrf ??= fetch(`${BACKEND_URL}/admin/shop/xsrf`, { credentials: "include", headers: { accept: "application/json" } })
    .then(async (res) => (res.ok ? ((await res.json()) as { token: string | null }).token : null))
    .catch(() => null)
    .then((token) => {
      if (!token) xsrf = undefined // not signed in yet, or a network error: ask again next time
      return token
    })
  return xsrf
}

/**
 * Calls the shop's routes under Medusa's /admin prefix with the admin's own session cookie
 * (Medusa authenticates them like its own admin API); writes carry the session's XSRF token, asked
 * for again once when the server says it is not the session's (a new sign-in in another tab).
 */
export async function shopRequest(path: string, { method = "GET", body, query }: Options = {}): Promise<Response> {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined) params.set(k, String(v))
  }
  const qs = params.toString()
  const send = async () => {
    const headers: Record<string, string> = body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" }
    if (method !== "GET") {
      const token = await xsrfToken()
      if (token) headers["x-xsrf-token"] = token
    }
    return fetch(`${BACKEND_URL}/admin/shop${path}${qs ? `?${qs}` : ""}`, {
      method,
      credentials: "include",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  }
  let res = await send()
  if (res.status === 403 && method !== "GET") {
    const said = readErrorBody(await res.clone().json().catch(() => null))
    if (said.code === "auth.xsrf") {
      xsrf = undefined
      res = await send()
    }
  }
  if (!res.ok) {
    let said: ErrorInfo = { code: null, text: null, details: null, params: {} }
    try {
      said = readErrorBody(await res.json())
    } catch {
      // not JSON: keep the status text
    }
    throw new ShopApiError(said.text || res.statusText || `HTTP ${res.status}`, res.status, said.details, said.code, said.params)
  }
  return res
}

export async function shopFetch<T>(path: string, options?: Options): Promise<T> {
  return (await shopRequest(path, options)).json() as Promise<T>
}
