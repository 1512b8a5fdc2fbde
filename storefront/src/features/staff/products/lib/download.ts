import { saveFile } from "@shop/staff/client"

/** Spec point 9: the backup file is products-backup-{date}.json, dated yyyy-mm-dd in local time. */
export function backupFileName(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0")
  return `products-backup-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`
}

/** Saves data as a pretty-printed JSON file (@shop/staff's download of a file). */
export const downloadJson = (fileName: string, data: unknown) => saveFile(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }), fileName)

/** The page reload after Fix Database IDs, behind an object so tests can replace it. */
export const page = { reload: () => window.location.reload() }
