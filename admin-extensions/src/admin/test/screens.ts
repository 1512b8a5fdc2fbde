import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { expect } from "vitest"

/** The table row that shows `text`. */
export const rowOf = (text: string) => screen.getByText(text).closest("tr")!

/** Column `n` of every row of the page's table, the header row left out (`first`: only the cell's first child). */
export const columnOf = (n: number, { first = true } = {}) =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((r) => {
      const cell = within(r).getAllByRole("cell")[n]
      return first ? cell.firstChild?.textContent : cell.textContent
    })

/** Presses `button`, answers the confirmation titled `title` with `answer`, waits for it to close; its text. */
export async function answerPrompt(button: HTMLElement, title: string, answer: string) {
  fireEvent.click(button)
  const ask = await screen.findByRole("alertdialog", { name: title })
  const text = ask.textContent
  fireEvent.click(within(ask).getByRole("button", { name: answer }))
  await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument())
  return text
}
