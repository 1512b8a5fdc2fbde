import { cookieXsrf, createStaffClient } from "@shop/staff"

/**
 * The shop's /api for the staff screens through the one staff client (@shop/staff): the session
 * cookie, the XSRF-TOKEN cookie echoed on writes; after a refusal (a sign-in elsewhere on this host,
 * Medusa's /app shares the cookies) GET /api/user sends this session's token and the write is tried once more.
 */
export const staffClient = createStaffClient({ base: "/api", xsrf: cookieXsrf() })
