import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { expect } from "vitest"

/**
 * An `answer` for the shared fake shop API: these calls answer so ("POST /api/…" for one method,
 * "/api/…" for any), every other call falls through to the fake. A factory per call: a Response is
 * read once.
 */
export const answers =
  (routes: Record<string, () => Response>) =>
  (method: string, path: string): Response | undefined =>
    (routes[`${method} ${path}`] ?? routes[path])?.()

/** 'Payment not verified': the question says 'Ship anyway?'; Cancel closes it (nothing is sent). */
export async function cancelShipAnyway() {
  const ask = within(await screen.findByRole("alertdialog", { name: "Payment not verified" }))
  expect(ask.getByText("The payment is not verified yet. Ship anyway?")).toBeInTheDocument()
  fireEvent.click(ask.getByRole("button", { name: "Cancel" }))
  await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument())
}

/** The alert (in `where`: the screen, or a panel) says `text`, and nothing was posted to `path`: refused without asking the server. */
export async function expectRefusedUnasked(where: { findByRole: typeof screen.findByRole }, text: string, api: { calls: (method: string, path: string) => unknown[] }, path: string) {
  expect(await where.findByRole("alert")).toHaveTextContent(text)
  expect(api.calls("POST", path)).toHaveLength(0)
}

/** A label costs money: 'Buy this label?' names its price first (issue 26 point 7); confirming buys it. */
export async function confirmLabelPrice(price: string, text?: string) {
  const ask = within(await screen.findByRole("alertdialog", { name: "Buy this label?" }))
  if (text) expect(ask.getByText(text)).toBeInTheDocument()
  fireEvent.click(ask.getByRole("button", { name: `Buy label for ${price}` }))
  return ask
}
