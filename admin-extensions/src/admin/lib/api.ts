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

/**
 * Calls the shop's routes under Medusa's /admin prefix with the admin's own session cookie
 * (Medusa authenticates them like its own admin API).
 */
export async function shopRequest(path: string, { method = "GET", body, query }: Options = {}): Promise<Response> {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined) params.set(k, String(v))
  }
  const qs = params.toString()
  const res = await fetch(`${BACKEND_URL}/admin/shop${path}${qs ? `?${qs}` : ""}`, {
    method,
    credentials: "include",
    headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
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
