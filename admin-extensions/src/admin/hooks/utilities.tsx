import { useMutation, useQueryClient } from "@tanstack/react-query"
import { shopFetch, shopRequest } from "../lib/api"
import { medusaKeys } from "../lib/query-keys"
import type { UtilityName, UtilityReport } from "../lib/types"

/** Runs one of the spec's utilities; Medusa's product lists are refetched (they may have changed). */
export function useRunUtility(name: UtilityName) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => shopFetch<UtilityReport>(`/utilities/${name}`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: medusaKeys.products }),
  })
}

const fileNameOf = (disposition: string | null) => /filename="?([^";]+)"?/.exec(disposition ?? "")?.[1]

/** Download Backup: fetches the backup file and hands it to the browser as a download. */
export function useDownloadBackup() {
  return useMutation({
    mutationFn: async () => {
      const res = await shopRequest("/products-backup")
      const file = fileNameOf(res.headers.get("content-disposition")) ?? "products-backup.json"
      const text = await res.text()
      const count = (JSON.parse(text) as { count?: number }).count ?? 0
      const url = URL.createObjectURL(new Blob([text], { type: "application/json" }))
      const a = document.createElement("a")
      a.href = url
      a.download = file
      document.body.appendChild(a)
      a.click()
      a.remove()
      setTimeout(() => URL.revokeObjectURL(url), 1000)
      return { file, count }
    },
  })
}
