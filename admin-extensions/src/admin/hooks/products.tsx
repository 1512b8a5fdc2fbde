import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { shopFetch } from "../lib/api"
import { medusaKeys, shopKeys } from "../lib/query-keys"
import type { ShopProduct, ShopProductFields } from "../lib/types"

export function useShopProduct(id: string) {
  return useQuery({
    queryKey: shopKeys.product(id),
    queryFn: () => shopFetch<{ product: ShopProduct }>(`/products/${encodeURIComponent(id)}`),
  })
}

/** Saves the shop's fields; Medusa's product (metadata) and translation screens are refetched. */
export function useUpdateShopProduct(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (fields: Partial<ShopProductFields>) =>
      shopFetch<{ product: ShopProduct }>(`/products/${encodeURIComponent(id)}`, { method: "POST", body: fields }),
    onSuccess: async (data) => {
      queryClient.setQueryData(shopKeys.product(id), data)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: medusaKeys.products }),
        queryClient.invalidateQueries({ queryKey: medusaKeys.translations }),
      ])
    },
  })
}
