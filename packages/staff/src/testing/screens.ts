import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { expect } from "vitest"

/**
 * What both back offices' tests read off the same screens (the orders list's bulk bar, an order's
 * history, the question before undoing a payment), the two apps' markup alike for a person using it.
 */

type Within = ReturnType<typeof within>

/** An order history's lines as staff read them, oldest first (each item's first paragraph). */
export const historyLines = (list: Within) => list.getAllByRole("listitem").map((i: HTMLElement) => i.querySelector("p")?.textContent)

/** The orders list's bulk bar: it counts the `selected` orders and links their packing slips (`slips`); then `action` is pressed. */
export function pressBulkAction(action: string, { selected, slips }: { selected: number; slips: string }) {
  const bar = within(screen.getByRole("toolbar", { name: "Bulk actions" }))
  expect(bar.getByText(`${selected} orders selected`)).toBeTruthy()
  expect(bar.getByRole("link", { name: "Print slips" }).getAttribute("href")).toBe(slips)
  fireEvent.click(bar.getByRole("button", { name: action }))
}

/**
 * The question before undoing a verified manual payment of `amount` on order `order`: the capture is
 * taken back, nothing refunded, the correction e-mail goes to `email`. Cancel closes it.
 */
export async function undoVerificationCancelled(prompt: Within, { order, amount, email }: { order: number; amount: string; email: string }) {
  expect(prompt.getByRole("heading", { name: `Undo the verification of order #${order}?` })).toBeTruthy()
  const text = `The capture of ${amount} is taken back in Medusa as if it never happened: no money moved, nothing is refunded. The payment is checked again. ${email} gets the e-mail “Payment check corrected”.`
  expect(prompt.getByText(text)).toBeTruthy()
  fireEvent.click(prompt.getByRole("button", { name: "Cancel" }))
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
}
