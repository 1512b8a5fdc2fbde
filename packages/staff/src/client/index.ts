import { readErrorBody, type ErrorCode, type ErrorInfo } from "@shop/contract"

/**
 * A failed call to the shop's staff routes: the server's message for people, the status, the
 * failure's stable `code` (@shop/contract; what the screens translate), `params` of a text with
 * numbers, and for the shipping calls Shippo's own words (`details`).
 */
export class StaffApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly details: string | null = null,
    readonly code: ErrorCode | null = null,
    readonly params: Record<string, string | number> = {}
  ) {
    super(message)
    this.name = "StaffApiError"
  }

  /** What the server said, as @shop/contract's readErrorBody gives it. */
  get info(): ErrorInfo {
    return { code: this.code, text: this.message, details: this.details, params: this.params }
  }
}

/**
 * Where the XSRF token of a write comes from. The shop's /api echoes the XSRF-TOKEN cookie;
 * Medusa's admin asks GET /admin/shop/xsrf for the session's. `renew` runs once when the server
 * answers `auth.xsrf` (a sign-in in another tab changed the session), before the one retry.
 */
export type XsrfSource = { token: () => Promise<string | null> | string | null; renew: () => Promise<void> | void }

export type Query = Record<string, string | number | boolean | null | undefined>
export type RequestOptions = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE"
  /** Sent as JSON. */
  body?: unknown
  query?: Query
  /** A body sent as it is (FormData for an upload). */
  raw?: BodyInit
}

/** One backend of the staff screens: the shop's /api (storefront) or /admin/shop (Medusa's admin). */
export type Backend = {
  /** Prefixed to every path: "/api", or `${medusaUrl}/admin/shop`. */
  base: string
  xsrf: XsrfSource
  /** Defaults to the global fetch (looked up at call time, so tests' stubs are seen). */
  fetch?: typeof fetch
}

/** The shop's /api: the XSRF-TOKEN cookie echoed; GET /api/user sends this session's token again. */
export function cookieXsrf(cookie = "XSRF-TOKEN", renewPath = "/api/user"): XsrfSource {
  return {
    token: () => readCookie(cookie),
    renew: async () => {
      await fetch(renewPath, { credentials: "include" }).catch(() => undefined)
    },
  }
}

/** Medusa's admin: the session's token from GET `${url}` (once per page, asked again after a refusal or while signed out). */
export function sessionXsrf(url: string): XsrfSource {
  let pending: Promise<string | null> | undefined
  return {
    token: () => {
      pending ??= fetch(url, { credentials: "include", headers: { accept: "application/json" } })
        .then(async (res) => (res.ok ? ((await res.json()) as { token: string | null }).token : null))
        .catch(() => null)
        .then((token) => {
          if (!token) pending = undefined // not signed in yet, or a network error: ask again next time
          return token
        })
      return pending
    },
    renew: () => {
      pending = undefined
    },
  }
}

export function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null
  const hit = document.cookie.split("; ").find((c) => c.startsWith(`${name}=`))
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null
}

/** `?a=1&b=x` of the defined values ("" when none). */
export function queryString(query: Query = {}): string {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== "") params.set(k, String(v))
  }
  const qs = params.toString()
  return qs ? `?${qs}` : ""
}

/** What the server said in a failed answer (JSON envelope `{ error | message, code, params, details }`, or plain text). */
export async function errorOf(res: Response): Promise<StaffApiError> {
  const body = await res.text().catch(() => "")
  let said: ErrorInfo = { code: null, text: null, details: null, params: {} }
  if (body) said = readErrorBody(body)
  return new StaffApiError(said.text || res.statusText || `HTTP ${res.status}`, res.status, said.details, said.code, said.params)
}

async function isXsrfRefusal(res: Response): Promise<boolean> {
  if (res.status !== 403) return false
  const said = readErrorBody(await res.clone().json().catch(() => null))
  return said.code === "auth.xsrf"
}

export type StaffClient = {
  backend: Backend
  /** The answer itself (a file to download, say); a failure throws StaffApiError. */
  request: (path: string, options?: RequestOptions) => Promise<Response>
  /** The JSON answer (undefined for 204). */
  json: <T>(path: string, options?: RequestOptions) => Promise<T>
  /** The JSON answer and its headers (a list's X-Total-Count). */
  withHeaders: <T>(path: string, options?: RequestOptions) => Promise<{ data: T; headers: Headers }>
}

/**
 * The one request function of the staff screens, for one backend: session cookies, JSON bodies,
 * the XSRF token on writes (asked for again once when the server says it is not the session's),
 * and any non-2xx answer thrown as a StaffApiError with the envelope's code, params and details.
 */
export function createStaffClient(backend: Backend): StaffClient {
  const request = async (path: string, { method = "GET", body, query, raw }: RequestOptions = {}) => {
    const send = async () => {
      const headers: Record<string, string> = { accept: "application/json" }
      if (body !== undefined) headers["content-type"] = "application/json"
      if (method !== "GET") {
        const token = await backend.xsrf.token()
        if (token) headers["x-xsrf-token"] = token
      }
      return (backend.fetch ?? fetch)(`${backend.base}${path}${queryString(query)}`, {
        method,
        credentials: "include",
        headers,
        body: body !== undefined ? JSON.stringify(body) : raw,
      })
    }
    let res = await send()
    if (method !== "GET" && (await isXsrfRefusal(res))) {
      await backend.xsrf.renew()
      res = await send()
    }
    if (!res.ok) throw await errorOf(res)
    return res
  }
  const withHeaders = async <T>(path: string, options?: RequestOptions) => {
    const res = await request(path, options)
    const data = (res.status === 204 ? undefined : await res.json()) as T
    return { data, headers: res.headers }
  }
  return { backend, request, withHeaders, json: async <T>(path: string, options?: RequestOptions) => (await withHeaders<T>(path, options)).data }
}

/** A list's X-Total-Count (null when absent or not a number). */
export function totalCountOf(headers: Headers): number | null {
  const value = headers.get("X-Total-Count")
  const n = value === null ? NaN : Number(value)
  return Number.isFinite(n) ? n : null
}

/** The file name of a Content-Disposition header. */
export const fileNameOf = (disposition: string | null) => /filename="?([^";]+)"?/.exec(disposition ?? "")?.[1]

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, file: string) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement("a")
  a.href = url
  a.download = file
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
