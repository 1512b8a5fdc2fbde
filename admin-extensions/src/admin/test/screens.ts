import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import type { ReactElement } from "react"
import { expect } from "vitest"
import { renderInAdmin } from "./render"
import { fakeShop } from "./fake-shop"

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

/** Renders `ui` inside the admin and waits until it shows `text`; that element. */
export async function renderShowing(ui: ReactElement, text: string) {
  renderInAdmin(ui)
  return screen.findByText(text)
}

/** Types `value` into the search box named `name`. */
export const search = (name: string, value: string) =>
  fireEvent.change(screen.getByRole("searchbox", { name }), { target: { value } })

/** The pager showing `range` ("1–20 of 25"), once it does. */
export const pagerOf = async (range: string) => (await screen.findByText(range)).parentElement!

/** A fake shop holding `state`, `page` rendered over it; the shop, once the page shows `text`. */
export async function openPage(page: ReactElement, state: Parameters<typeof fakeShop>[0], text: string) {
  const shop = fakeShop(state)
  expect(await renderShowing(page, text)).toBeInTheDocument()
  return shop
}
