import { z } from "zod"
import { SHOP_LANGS } from "../shop-settings-keys.js"
import { CATALOG_ERRORS, CATALOG_OFFSET_MAX, CATALOG_PAGE_DEFAULT, CATALOG_PAGE_MAX, CATALOG_SEARCH_MAX, CATALOG_SORTS } from "./constants.js"

/**
 * The storefront's paged catalog reads (issue 28 point 3): a page of products, searched, filtered
 * and sorted on the server (GET /api/catalog/products), the products of a cart or wishlist by id
 * (the same call with `ids=`) and one product by its handle (GET /api/catalog/products/{handle}).
 * GET /api/menu-items keeps answering the whole list for the other clients.
 */

/** Query text as one string: a parameter sent twice (an array) is refused like a wrong value. */
const text = (error: string) => z.string({ error })

const whole = (error: string, min: number, max: number) =>
  text(error)
    .regex(/^\d{1,9}$/, error)
    .transform(Number)
    .refine((n) => n >= min && n <= max, error)

const lang = z.enum(SHOP_LANGS, { error: CATALOG_ERRORS.lang }).optional()

/** GET /api/catalog/products/{handle}?lang=: a product page's product. Answers MenuItem (404 product.notFound). */
export const CatalogProductQuery = z.object({ lang })
export type CatalogProductQuery = z.output<typeof CatalogProductQuery>

const PRODUCT_ID = /^[A-Za-z0-9_-]{1,100}$/

const ids = text(CATALOG_ERRORS.ids)
  .max(CATALOG_PAGE_MAX * 101, CATALOG_ERRORS.ids)
  .transform((v) => [...new Set(v.split(",").map((s) => s.trim()).filter(Boolean))])
  .refine((list) => list.length >= 1 && list.length <= CATALOG_PAGE_MAX && list.every((id) => PRODUCT_ID.test(id)), CATALOG_ERRORS.ids)

/**
 * GET /api/catalog/products?lang=&q=&category=&sort=&offset=&limit=&ids=: `q` searches the names,
 * descriptions, Weight/Size and Additional Info of both languages (every word must occur);
 * `category` is a category's slug and takes the categories beneath it too; `ids` keeps only those
 * products (a cart's or a wishlist's; its `limit` defaults to the maximum). Answers CatalogPage.
 */
export const CatalogProductsQuery = z
  .object({
    lang,
    q: text(CATALOG_ERRORS.search)
      .max(CATALOG_SEARCH_MAX, CATALOG_ERRORS.search)
      .optional()
      .transform((v) => v?.trim() || undefined),
    category: text(CATALOG_ERRORS.category)
      .max(200, CATALOG_ERRORS.category)
      .optional()
      .transform((v) => v?.trim() || undefined),
    sort: z.enum(CATALOG_SORTS, { error: CATALOG_ERRORS.sort }).optional().transform((v) => v ?? "catalog"),
    offset: whole(CATALOG_ERRORS.offset, 0, CATALOG_OFFSET_MAX).optional().transform((n) => n ?? 0),
    limit: whole(CATALOG_ERRORS.limit, 1, CATALOG_PAGE_MAX).optional(),
    ids: ids.optional(),
  })
  .transform((q) => ({ ...q, limit: q.limit ?? (q.ids ? CATALOG_PAGE_MAX : CATALOG_PAGE_DEFAULT) }))
export type CatalogProductsQuery = z.output<typeof CatalogProductsQuery>
