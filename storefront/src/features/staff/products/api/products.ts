import type { AdminMenuItem, UtilityReport } from "@shop/contract"
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { http } from "../../../../lib/http"
import { menuItemKeys } from "../../../catalog/api/menu-items"
import { catalogProductKeys } from "../../../catalog/api/catalog-products"
import { categoryKeys } from "../../../catalog/api/categories"

/** A menu item as staff see it: the shop's answer plus the Khmer fields (docs/back-office-api.md, Products): the contract's. */
export type { AdminMenuItem }

/** What the upload (multipart) and the update (JSON) both send: @shop/staff's. */
export type { ProductFields } from "@shop/staff/products"
import type { ProductFields } from "@shop/staff/products"

/** A utility's report (a non-OK reply may say only `error`). */
export type UtilityResult = Partial<UtilityReport>

// Staff read the English menu with each product's Khmer texts beside it (GET /api/admin/menu-items);
// under the menu's key, so every product change refetches it with the shop's lists.
export const adminProductsQuery = queryOptions({
  queryKey: [...menuItemKeys.all, "admin"] as const,
  queryFn: () => http<AdminMenuItem[]>("/api/admin/menu-items"),
})

export const useAdminProducts = () => useQuery(adminProductsQuery)

/** The multipart body of POST/PUT /api/upload-product: booleans as "true"/"false", the image only when there is one. */
export function productFormData(fields: ProductFields, image?: File | null): FormData {
  const body = new FormData()
  if (image) {
    body.append("image", image)
  }
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) {
      body.append(key, String(value))
    }
  }
  return body
}

const itemPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`

export const createProduct = ({ fields, image }: { fields: ProductFields; image: File }) =>
  http<AdminMenuItem>("/api/upload-product", { method: "POST", body: productFormData(fields, image) })

export type ProductUpdate = { id: string; fields: ProductFields; image: File | null; imageUrl: string }

/** Spec point 5: with a new image the update is a multipart upload, without one a JSON update keeping imageUrl. */
export const updateProduct = ({ id, fields, image, imageUrl }: ProductUpdate) =>
  image
    ? http<AdminMenuItem>(itemPath("/api/upload-product", id), { method: "PUT", body: productFormData(fields, image) })
    : http<AdminMenuItem>(itemPath("/api/menu-items", id), { method: "PATCH", json: { ...fields, imageUrl } })

export const deleteProduct = (id: string) => http<{ success: boolean }>(itemPath("/api/menu-items", id), { method: "DELETE" })

export const runUtility = (path: string) => http<UtilityResult>(path)

export const fetchProductsBackup = () => http<unknown>("/api/products-backup")

function useRefetchProducts(withCategories = false) {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: menuItemKeys.all }),
      queryClient.invalidateQueries({ queryKey: catalogProductKeys.all }),
      withCategories ? queryClient.invalidateQueries({ queryKey: categoryKeys.all }) : undefined,
    ])
}

export function useCreateProduct() {
  const refetch = useRefetchProducts()
  return useMutation({ mutationFn: createProduct, onSuccess: refetch })
}

export function useUpdateProduct() {
  const refetch = useRefetchProducts()
  return useMutation({ mutationFn: updateProduct, onSuccess: refetch })
}

export function useDeleteProduct() {
  const refetch = useRefetchProducts()
  return useMutation({ mutationFn: deleteProduct, onSuccess: refetch })
}

/** A maintenance call (each may change products or categories): both lists are refetched after it. */
export function useUtility(path: string) {
  const refetch = useRefetchProducts(true)
  return useMutation({
    mutationFn: () => runUtility(path),
    onSuccess: (result) => (result.success !== false ? refetch() : undefined),
  })
}

export const useProductsBackup = () => useMutation({ mutationFn: fetchProductsBackup })
