import { render } from "@testing-library/react"
import { vi } from "vitest"
import { createMemoryRouter, RouterProvider } from "react-router-dom"
import { routes } from "../app/router"
import { createQueryClient, Providers } from "../app/providers"
import { createI18n, type Language } from "../i18n"
import type { MenuItem } from "../features/catalog/api/menu-items"
import type { Category } from "../features/catalog/api/categories"
import type { User } from "../features/auth/api/user"
import type { AdminMenuItem } from "../features/staff/products/api/products"
import {
  CatalogProductQuery,
  CatalogProductsQuery,
  findCatalogProduct,
  indexCatalog,
  PRODUCT_ERRORS,
  selectCatalogPage,
  type PublicShopFacts,
} from "@shop/contract"
import { buildTimeShopFacts } from "../config/shop"

export const item = (over: Partial<MenuItem> = {}): MenuItem => ({
  id: "prod_1",
  name: "Prahok (Fermented Fish Paste)",
  description: "Cambodia's signature fermented fish paste.",
  price: 8.99,
  categoryId: "pcat_fish",
  imageUrl: "/static/prahok.svg",
  isPopular: false,
  isNew: false,
  cookTime: "16 oz jar",
  dietaryInfo: "Contains fish.",
  categorySlug: "preserved-fish",
  // a product page's path is /products/{handle}; by default the id, as the pages' links were before handles
  handle: over.id ?? "prod_1",
  ...over,
})

/** A menu item as the back office reads it (GET /api/admin/menu-items): with its Khmer texts, none by default. */
export const adminItem = (over: Partial<AdminMenuItem> = {}): AdminMenuItem => ({
  ...item(over),
  nameKm: null,
  descriptionKm: null,
  cookTimeKm: null,
  dietaryInfoKm: null,
  ...over,
})

/** A signed-in user as GET /api/user answers it. */
export const user = (over: Partial<User> & Pick<User, "username">): User => ({
  id: `user_${over.username}`,
  fullName: null,
  email: null,
  profileImageUrl: null,
  role: "staff",
  isAdmin: over.role === "admin",
  ...over,
})

export const CATEGORIES: Category[] = [
  { id: "pcat_food", name: "Food", slug: "food", parentId: null, description: "" },
  { id: "pcat_fish", name: "Preserved Fish", slug: "preserved-fish", parentId: "pcat_food", description: "" },
  { id: "pcat_spice", name: "Cambodian Spices", slug: "cambodian-spices", parentId: "pcat_food", description: "" },
  { id: "pcat_clothes", name: "Clothes", slug: "clothes", parentId: null, description: "" },
  { id: "pcat_clothing", name: "Clothing", slug: "clothing", parentId: "pcat_clothes", description: "" },
]

type Catalog = {
  en: MenuItem[]
  km?: MenuItem[]
  categories?: Category[]
  user?: User | null
  contact?: (body: unknown) => Response
  /** Answers POST /api/orders (default: 201 { id: 1001, statusToken }). */
  orders?: (body: unknown) => Response
  /** Answers GET /api/order-status/{token} (default: 404 orderStatus.linkNotFound). */
  orderStatus?: (token: string) => Response
  /** Answers POST /api/order-status/lookup (default: 404 orderStatus.notFound). */
  lookup?: (body: any) => Response
  /** Answers GET /api/verify-payment (default: complete). */
  verify?: (sessionId: string) => Response
  /** Answers POST /api/create-payment-link (default: a sandbox link). */
  paymentLink?: (body: any) => Response
  /** GET /api/payment-methods' `card` (default: the sandbox, available). */
  card?: { sandbox: boolean; available?: boolean }
  /** Answers GET /api/shop-facts (default: the build's facts, i.e. nothing saved). */
  shopFacts?: PublicShopFacts
}

/** A stand-in for the shop's /api over `fetch`, answering like compat-api does; records every call. */
/** The status token the default POST /api/orders answers. */
export const STATUS_TOKEN = "tok_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"

export function fakeApi({ en, km = en, categories = CATEGORIES, user = null, contact, orders, verify, paymentLink, orderStatus, lookup, card = { sandbox: true, available: true }, shopFacts }: Catalog) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, "http://shop.test")
    if (url.pathname === "/api/order-status/lookup") {
      return lookup
        ? lookup(JSON.parse(String(init?.body)))
        : Response.json({ error: "not found", message: "not found", code: "orderStatus.notFound" }, { status: 404 })
    }
    if (url.pathname.startsWith("/api/order-status/")) {
      const token = decodeURIComponent(url.pathname.slice("/api/order-status/".length))
      return orderStatus
        ? orderStatus(token)
        : Response.json({ error: "bad link", message: "bad link", code: "orderStatus.linkNotFound" }, { status: 404 })
    }
    const lang = url.searchParams.get("lang") === "km" ? "km" : "en"
    if (url.pathname === "/api/catalog/products" || url.pathname.startsWith("/api/catalog/products/")) {
      return catalogProducts(url)
    }
    switch (url.pathname) {
      case "/api/menu-items":
        return Response.json(lang === "km" ? km : en)
      case "/api/categories":
        return Response.json(categories)
      case "/api/user":
        return user ? Response.json(user) : new Response("Not signed in", { status: 401 })
      case "/api/logout":
        return Response.json({ ok: true })
      case "/api/contact":
        return contact ? contact(JSON.parse(String(init?.body))) : Response.json({ success: true, id: "cmsg_1" }, { status: 201 })
      case "/api/orders":
        return orders ? orders(JSON.parse(String(init?.body))) : Response.json({ id: 1001, statusToken: STATUS_TOKEN }, { status: 201 })
      case "/api/payment-methods":
        return Response.json({ cashapp: { handle: "$CambodianHeritage" }, venmo: { handle: "cambodian-heritage" }, zelle: { handle: "pay@example.com" }, paypal: { handle: "cambodianheritage" }, aba: { handle: "shop@aclb" }, card })
      case "/api/create-payment-link":
        return paymentLink
          ? paymentLink(JSON.parse(String(init?.body)))
          : Response.json({ url: "http://shop.test/api/sandbox-checkout/cs_test_sandbox_123" })
      case "/api/verify-payment": {
        const id = url.searchParams.get("session_id") ?? ""
        return verify ? verify(id) : Response.json({ status: "complete" })
      }
      case "/api/shop-facts":
        return Response.json(shopFacts ?? buildTimeShopFacts)
      case "/api/aba-qr-code":
        return Response.json({ qrCode: "/9j/4AAQSkZJRg==" })
      default:
        return new Response("Not found", { status: 404 })
    }
  })
  /** GET /api/catalog/products and /api/catalog/products/{handle}, paged and searched with the server's own rules (@shop/contract). */
  function catalogProducts(url: URL) {
    const params = Object.fromEntries(url.searchParams)
    const indexIn = (lang: Language) => indexCatalog(lang, lang === "km" ? km : en, lang === "km" ? en : km, categories)
    if (url.pathname.startsWith("/api/catalog/products/")) {
      const handle = decodeURIComponent(url.pathname.slice("/api/catalog/products/".length))
      const parsed = CatalogProductQuery.safeParse(params)
      if (!parsed.success) return refused(parsed.error.issues)
      const found = findCatalogProduct(indexIn(parsed.data.lang ?? "en"), handle)
      return found ? Response.json(found) : Response.json({ error: PRODUCT_ERRORS.notFound, message: PRODUCT_ERRORS.notFound, code: "product.notFound" }, { status: 404 })
    }
    const parsed = CatalogProductsQuery.safeParse(params)
    if (!parsed.success) return refused(parsed.error.issues)
    const { lang = "en", ...query } = parsed.data
    return Response.json(selectCatalogPage(indexIn(lang), query))
  }

  vi.stubGlobal("fetch", fetch)
  return fetch
}

/** A 400 as compat-api answers a refused query. */
function refused(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors = issues.map((i) => ({ field: i.path.map(String).join("."), message: i.message }))
  return Response.json({ error: errors[0].message, message: errors[0].message, code: "request.invalid", errors }, { status: 400 })
}

/** Renders the whole app at a path, as the browser would. */
export function renderApp(path = "/", lang: Language = "en") {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const view = render(
    <Providers i18n={createI18n(lang)} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>
  )
  return { ...view, router }
}
