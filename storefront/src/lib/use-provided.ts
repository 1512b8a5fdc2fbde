import { useContext, type Context } from "react"

/** A context's value, or an error naming the hook and its provider when the caller is outside that provider. */
export function useProvided<T>(context: Context<T | null>, hook: string, provider: string): T {
  const value = useContext(context)
  if (!value) {
    throw new Error(`${hook} must be used inside <${provider}>`)
  }
  return value
}
