import { render } from "@testing-library/react"
import { vi } from "vitest"
import { createMemoryRouter, RouterProvider } from "react-router-dom"
import { routes } from "../app/router"
import { createQueryClient, Providers } from "../app/providers"
import { createI18n, type Language } from "../i18n"
import type { MenuItem } from "../features/catalog/api/menu-items"
import type { Category } from "../features/catalog/api/categories"
import type { User } from "../features/auth/api/user"

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
  ...over,
})

export const CATEGORIES: Category[] = [
  { id: "pcat_food", name: "Food", slug: "food", parentId: null },
  { id: "pcat_fish", name: "Preserved Fish", slug: "preserved-fish", parentId: "pcat_food" },
  { id: "pcat_spice", name: "Cambodian Spices", slug: "cambodian-spices", parentId: "pcat_food" },
  { id: "pcat_clothes", name: "Clothes", slug: "clothes", parentId: null },
  { id: "pcat_clothing", name: "Clothing", slug: "clothing", parentId: "pcat_clothes" },
]

type Catalog = {
  en: MenuItem[]
  km?: MenuItem[]
  categories?: Category[]
  user?: User | null
  contact?: (body: unknown) => Response
  /** Answers POST /api/orders (default: 201 { id: 1001 }). */
  orders?: (body: unknown) => Response
  /** Answers GET /api/verify-payment (default: complete). */
  verify?: (sessionId: string) => Response
  /** Answers POST /api/create-payment-link (default: a sandbox link). */
  paymentLink?: (body: any) => Response
}

/** A stand-in for the shop's /api over `fetch`, answering like compat-api does; records every call. */
export function fakeApi({ en, km = en, categories = CATEGORIES, user = null, contact, orders, verify, paymentLink }: Catalog) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, "http://shop.test")
    const lang = url.searchParams.get("lang") === "km" ? "km" : "en"
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
        return orders ? orders(JSON.parse(String(init?.body))) : Response.json({ id: 1001 }, { status: 201 })
      case "/api/payment-methods":
        return Response.json({ cashapp: { handle: "$CambodianHeritage" }, venmo: { handle: "cambodian-heritage" }, zelle: { recipient: "pay@example.com" }, paypal: { handle: "cambodianheritage" }, aba: { accountId: "shop@aclb" }, card: { sandbox: true } })
      case "/api/create-payment-link":
        return paymentLink
          ? paymentLink(JSON.parse(String(init?.body)))
          : Response.json({ url: "http://shop.test/api/sandbox-checkout/cs_test_sandbox_123" })
      case "/api/verify-payment": {
        const id = url.searchParams.get("session_id") ?? ""
        return verify ? verify(id) : Response.json({ status: "complete" })
      }
      case "/api/aba-qr-code":
        return Response.json({ qrCode: "/9j/4AAQSkZJRg==" })
      default:
        return new Response("Not found", { status: 404 })
    }
  })
  vi.stubGlobal("fetch", fetch)
  return fetch
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
