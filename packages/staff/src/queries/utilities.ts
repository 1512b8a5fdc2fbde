import type { UtilityName, UtilityReport } from "@shop/contract"
import { fileNameOf, saveFile, type StaffClient } from "../client"
import { mutationDef } from "./define"
import { medusaKeys } from "./keys"

/** Runs one of the spec's utilities; product lists are refetched (they may have changed). */
export const runUtility = (client: StaffClient, name: UtilityName) =>
  mutationDef(() => client.json<UtilityReport>(`/utilities/${name}`, { method: "POST" }), [medusaKeys.products])

/** Download Backup: fetches the backup file and hands it to the browser as a download. */
export const downloadBackup = (client: StaffClient) =>
  mutationDef(async () => {
    const res = await client.request("/products-backup")
    const file = fileNameOf(res.headers.get("content-disposition")) ?? "products-backup.json"
    const text = await res.text()
    const count = (JSON.parse(text) as { count?: number }).count ?? 0
    saveFile(new Blob([text], { type: "application/json" }), file)
    return { file, count }
  })
