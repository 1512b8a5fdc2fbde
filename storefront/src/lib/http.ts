/** An HTTP failure whose message is the spec's `status: body` (or the status text when empty). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string
  ) {
    super(message)
    this.name = "HttpError"
  }
}

/**
 * The one HTTP client: sends session credentials, sets a JSON content type only with a body,
 * echoes the XSRF cookie, and turns any non-2xx reply into an HttpError.
 */
export async function http<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  return (await httpWithHeaders<T>(path, init)).data
}

/** The same call, also giving the reply's headers (e.g. a list's X-Total-Count). */
export async function httpWithHeaders<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<{ data: T; headers: Headers }> {
  const { json, headers, ...rest } = init
  const send = () => {
    const h = new Headers(headers)
    if (json !== undefined) {
      h.set("Content-Type", "application/json")
    }
    const xsrf = readCookie("XSRF-TOKEN")
    if (xsrf) {
      h.set("X-XSRF-TOKEN", xsrf)
    }
    return fetch(path, {
      credentials: "include",
      ...rest,
      headers: h,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    })
  }
  let res = await send()
  if (res.status === 403 && (await isXsrfRefusal(res)) && !(rest.body instanceof ReadableStream)) {
    // The XSRF token is the session's: after a sign-in elsewhere on this host (Medusa's /app shares
    // the cookies) the cookie is another session's. GET /api/user sends this session's; try once more.
    await fetch("/api/user", { credentials: "include" }).catch(() => undefined)
    res = await send()
  }
  if (!res.ok) {
    const text = (await res.text()) || res.statusText
    throw new HttpError(res.status, `${res.status}: ${text}`)
  }
  if (res.status === 204) {
    return { data: undefined as T, headers: res.headers }
  }
  return { data: (await res.json()) as T, headers: res.headers }
}

async function isXsrfRefusal(res: Response): Promise<boolean> {
  try {
    return ((await res.clone().json()) as { code?: unknown })?.code === "auth.xsrf"
  } catch {
    return false
  }
}

function readCookie(name: string): string | null {
  if (typeof document === "undefined") {
    return null
  }
  const hit = document.cookie.split("; ").find((c) => c.startsWith(`${name}=`))
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null
}
