/**
 * Staff roles (issue 27 point 6), declared once: the shop's /api and /admin/shop guards
 * (compat-api/src/staff/route-permissions.ts), Medusa's /admin doors (staff-auth.ts), the shop's
 * /admin and our pages in Medusa's admin (@shop/staff useRole/can) all ask `can(role, permission)`.
 * A user's role is Medusa's `user.metadata.role`. A role not listed here (a typo, an old "clerk")
 * may do nothing but sign in and read who they are.
 */

/** The roles a user may have, most powerful first. */
export const STAFF_ROLES = ["admin", "staff"] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** Everything the `staff` role may do: the day's work on orders. */
export const STAFF_PERMISSIONS = [
  /** see orders: lists, the order dialog, the summary, the queue, the shipping pages, history */
  "orders.read",
  /** mark an order seen (acknowledge) */
  "orders.acknowledge",
  /** verify or reject a payment */
  "orders.verify",
  /** change an order's status (processing, completed) */
  "orders.status",
  /** get rates and buy shipping labels, read them */
  "labels.buy",
  /** mark an order shipped */
  "orders.ship",
  /** packing slips and invoices (PDF) */
  "orders.print",
  /** the CSV export */
  "orders.export",
  /** add an internal note to an order */
  "orders.note",
  /** read contact messages, mark them handled, answer them by e-mail */
  "contact.read",
  /** the products list of the back office */
  "products.read",
  /** edit a product's name, description, picture, category, availability (not its price) */
  "products.edit",
  /** the e-mail outbox: read it, resend a message to the address it went to */
  "emails.read",
  "emails.resend",
] as const

/** What only admins may do. */
export const ADMIN_ONLY_PERMISSIONS = [
  "orders.cancel",
  "orders.archive",
  "orders.clear",
  "orders.limit",
  "products.create",
  "products.delete",
  "products.import",
  "products.price",
  "utilities.run",
  "emails.resendElsewhere",
  "users.manage",
  "settings.edit",
] as const

export const PERMISSIONS = [...STAFF_PERMISSIONS, ...ADMIN_ONLY_PERMISSIONS] as const
export type Permission = (typeof PERMISSIONS)[number]

/** Which role may do what. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  staff: STAFF_PERMISSIONS,
}

export function isStaffRole(role: unknown): role is StaffRole {
  return typeof role === "string" && (STAFF_ROLES as readonly string[]).includes(role)
}

/** True when `role` may do `permission`; an unknown (or missing) role may do nothing. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  return isStaffRole(role) && ROLE_PERMISSIONS[role].includes(permission)
}

/** True when `role` may use the back office at all (any permission). */
export function isBackOfficeRole(role: string | null | undefined): boolean {
  return isStaffRole(role)
}

/** What each permission lets one do, as the refusal names it ("Your role (staff) may not clear orders."). */
export const PERMISSION_ACTIONS: Record<Permission, string> = {
  "orders.read": "see orders",
  "orders.acknowledge": "mark orders as seen",
  "orders.verify": "verify or reject payments",
  "orders.status": "change an order's status",
  "labels.buy": "buy shipping labels",
  "orders.ship": "ship orders",
  "orders.print": "print packing slips or invoices",
  "orders.export": "export orders",
  "orders.note": "add notes to orders",
  "contact.read": "read contact messages",
  "products.read": "see the products",
  "products.edit": "edit products",
  "emails.read": "see the e-mails",
  "emails.resend": "resend e-mails",
  "orders.cancel": "cancel orders",
  "orders.archive": "archive or restore orders",
  "orders.clear": "clear orders",
  "orders.limit": "limit orders",
  "products.create": "add products",
  "products.delete": "delete products",
  "products.import": "import or back up products",
  "products.price": "change prices",
  "utilities.run": "run the utilities",
  "emails.resendElsewhere": "resend e-mails to another address",
  "users.manage": "manage users",
  "settings.edit": "edit the shop's settings",
}

/**
 * 403 for a signed-in user whose role lacks the permission: the text names the role and the
 * action; the code is `role.forbidden` with `params: { role, permission }` so clients translate it.
 */
export const ROLE_FORBIDDEN_CODE = "role.forbidden" as const
/** 400 for a role that does not exist (adding a user, changing a role): `params: { role }`. */
export const ROLE_UNKNOWN_CODE = "role.unknown" as const

/** 403 for a staff user's write to Medusa's own /admin API (they may look, not change): `params: { role }`. */
export const ROLE_MEDUSA_READ_ONLY_CODE = "role.medusaReadOnly" as const

export function medusaReadOnlyText(role: string): string {
  return `Your role (${role}) may look in Medusa's admin but not change anything there. Use the shop's back office (/admin), or ask an admin.`
}

export function roleForbiddenText(role: string | null | undefined, permission: Permission): string {
  const who = role ? `Your role (${role})` : "Your account"
  return `${who} may not ${PERMISSION_ACTIONS[permission]}. Ask an admin.`
}

export function unknownRoleText(role: string): string {
  return `Unknown role: ${role}. Roles: ${STAFF_ROLES.join(", ")}.`
}

/** The users page (issue 27 point 6): admins add users, change roles and remove users. */
export const USER_ERRORS = {
  notFound: "User not found.",
  username: "Username must be 2 to 60 letters, digits, dots, dashes or underscores.",
  email: "Please enter a valid e-mail address for the user.",
  password: "Password must be at least 8 characters.",
  taken: "A user with this username or e-mail already exists.",
  lastAdmin: "This is the last admin: make another user an admin first.",
  self: "You cannot remove yourself.",
} as const

/** Usernames as `npm run staff:add` and the users page take them. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{2,60}$/

/** POST /api/users `{ username, email, password, role }` (the role is checked against STAFF_ROLES by the route: 400 role.unknown). */
export type NewStaffUser = { username: string; email: string; password: string; role: string }
/** PATCH /api/users/{id} `{ role }`. */
export type StaffUserChange = { role: string }
/** A user as GET /api/users lists them. */
export type StaffUser = { id: string; username: string; email: string; role: string; fullName: string | null; createdAt: string | null }
