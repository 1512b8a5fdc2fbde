import type { ReactNode } from "react"
import { Spinner } from "../../../components/ui/spinner"
import { useServerReason } from "../use-server-reason"

/** What Loaded reads of a query (TanStack Query's result). */
type LoadedQuery<T> = { isPending: boolean; isError: boolean; error: unknown; data: T | undefined }

/**
 * A staff panel's data as it comes: the spinner while it loads, the failure as an alert with the
 * server's reason (`failed` words it), then `children` with the data.
 */
export function Loaded<T>({ query, loading, failed, alertClassName = "text-red-800", children }: { query: LoadedQuery<T>; loading: string; failed: (reason: string) => string; alertClassName?: string; children: (data: T) => ReactNode }) {
  const reasonOf = useServerReason()
  if (query.isPending) return <Spinner label={loading} />
  if (query.isError)
    return (
      <p role="alert" className={alertClassName}>
        {failed(reasonOf(query.error))}
      </p>
    )
  return <>{children(query.data as T)}</>
}
