import type {
  AdminMenuItem,
  ApiKeyStatus,
  ArchivedOrder,
  ContactMessage,
  LabelHistoryEntry,
  LegacyOrder,
  LegacyUser,
  OrderLabel,
  OutboxMessageDetail,
  OutboxPage,
  StaffUser,
  Rate,
  UtilityReport,
} from "@shop/contract"

/** What the fake server holds; both backends (the shop's /api and Medusa's /admin/shop) read and change the one state. */
export type FakeShopState = {
  /** Who the /api session belongs to (GET /api/user; null: 401). */
  user: LegacyUser | null
  /** Who Medusa's admin session belongs to: a shop admin, a clerk (any other role), or nobody. */
  signedIn: "admin" | "staff" | "clerk" | null
  orders: LegacyOrder[]
  /** Orders staff archived (Clear All, Limit), with when. */
  archived: ArchivedOrder[]
  /** Labels by Medusa order id (/admin/shop/shipping). */
  labels: Record<string, OrderLabel>
  /** GET /api/simple-shipping/labels. */
  labelHistory: LabelHistoryEntry[]
  messages: ContactMessage[]
  products: AdminMenuItem[]
  shippo: ApiKeyStatus
  rates: Rate[]
  reports: Partial<Record<string, Omit<UtilityReport, "success">>>
  /** The outbox (GET …/notifications), and how mail goes out. */
  emails: OutboxMessageDetail[]
  mailMode: OutboxPage["mode"]
  /** The shop's time zone (SHOP_TIME_ZONE) the day numbers count days in. */
  timeZone: string
  /** The shop's users (GET …/users; issue 27 point 6): by default Sophea the admin (user_1) and Kanha on staff (user_2). */
  users: StaffUser[]
  /** The server's clock for "today" when a summary names no day (default: the real time). */
  now?: Date
}

/** The staff account /api/login accepts (its username, and this password). */
export type StaffAccount = { user: LegacyUser; password: string }

export type Call = { method: string; path: string; query: Record<string, string>; body: any }
export type FakeRequest = { method: string; path: string; params: Record<string, string>; query: URLSearchParams; body: any; init: RequestInit; url: URL }
export type Handler = (req: FakeRequest) => Response | Promise<Response> | undefined
export type Route = [method: string, pattern: string, handler: Handler]

export type FakeShopContext = {
  state: FakeShopState
  byId: (id: string | number) => LegacyOrder | undefined
  byMedusaId: (id: string) => LegacyOrder | undefined
  /** A staff change of a Medusa order's shop side, answered as `{ order }`. */
  update: (medusaOrderId: string, change: Partial<LegacyOrder>) => Response
  notAShopOrder: () => Response
}
