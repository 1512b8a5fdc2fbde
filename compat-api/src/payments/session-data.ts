/**
 * Every key a client sent in a payment session's `data`, set to null (but those in `keep`). Medusa
 * stores `{ ...client data, ...the provider's data }`: whatever initiatePayment does not overwrite
 * stays as the client sent it, so the shop's providers (card and manual) overwrite all of it.
 */
export function clearedClientData(data: Record<string, unknown> | undefined, keep: string[] = []): Record<string, null> {
  return Object.fromEntries(Object.keys(data ?? {}).filter((k) => !keep.includes(k)).map((k) => [k, null]))
}
