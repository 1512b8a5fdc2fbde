/** Spec point 9: the backup file is products-backup-{date}.json, dated yyyy-mm-dd in local time. */
export function backupFileName(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0")
  return `products-backup-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`
}

/** Saves data as a pretty-printed JSON file through a Blob, an object URL and an <a download>. */
export function downloadJson(fileName: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }))
  const link = document.createElement("a")
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next task: some browsers still read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** The page reload after Fix Database IDs, behind an object so tests can replace it. */
export const page = { reload: () => window.location.reload() }
