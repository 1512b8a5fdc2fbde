import type { MenuItem } from "@shop/contract"

/** A product as the catalog reads answer it (spec point 3): the contract's. */
export type { MenuItem }

/**
 * GET /api/menu-items (the whole list, spec point 7): the shop's own pages read the paged calls
 * (catalog-products.ts); the back office's product list is kept under this key.
 */
export const menuItemKeys = {
  all: ["/api/menu-items"] as const,
}

/** A product page's path: /products/{handle} (the id for a product without a handle). */
export const productPath = (item: Pick<MenuItem, "id" | "handle">) => `/products/${encodeURIComponent(item.handle || item.id)}`
