import { useCallback, useMemo, useState } from "react"

/**
 * The rows chosen for a bulk action (issue 27 point 5): a checkbox per row and one for every row of
 * the page. Only rows still shown count: after a filter change or a refetch, a chosen order that
 * left the list is no longer acted on.
 */
export function useRowSelection(shownIds: readonly number[]) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set())
  const selected = useMemo(() => shownIds.filter((id) => chosen.has(id)), [shownIds, chosen])
  const allShown = shownIds.length > 0 && selected.length === shownIds.length
  const toggle = useCallback(
    (id: number, on?: boolean) =>
      setChosen((s) => {
        const next = new Set(s)
        if (on ?? !next.has(id)) next.add(id)
        else next.delete(id)
        return next
      }),
    []
  )
  const toggleAll = useCallback(() => setChosen(allShown ? new Set() : new Set(shownIds)), [allShown, shownIds])
  const clear = useCallback(() => setChosen(new Set()), [])
  return {
    /** The chosen ids still shown, in the list's order. */
    selected,
    isSelected: (id: number) => chosen.has(id) && shownIds.includes(id),
    /** Every shown row is chosen (the header's checkbox is checked); some: indeterminate. */
    allShown,
    someShown: selected.length > 0 && !allShown,
    toggle,
    toggleAll,
    clear,
  }
}
