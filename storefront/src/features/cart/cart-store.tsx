import { createContext, useCallback, useMemo, useReducer, type ReactNode } from "react"
import { cartTotals } from "../../lib/money"
import { useProvided } from "../../lib/use-provided"

/** A cart line: the product's fields as the shopper added them, plus a quantity (spec point 3). */
export type CartItem = {
  id: string
  name: string
  price: number | string
  quantity: number
  imageUrl?: string
}

export type CartAction =
  | { type: "add"; item: Omit<CartItem, "quantity"> }
  | { type: "increase"; id: string }
  | { type: "decrease"; id: string }
  | { type: "remove"; id: string }
  | { type: "clear" }

/** The cart rules of spec point 4, as a pure reducer. */
export function cartReducer(items: CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case "add":
      return items.some((i) => i.id === action.item.id)
        ? items.map((i) => (i.id === action.item.id ? { ...i, quantity: i.quantity + 1 } : i))
        : [...items, { ...action.item, quantity: 1 }]
    case "increase":
      return items.map((i) => (i.id === action.id ? { ...i, quantity: i.quantity + 1 } : i))
    case "decrease":
      return items.flatMap((i) => (i.id !== action.id ? [i] : i.quantity <= 1 ? [] : [{ ...i, quantity: i.quantity - 1 }]))
    case "remove":
      return items.filter((i) => i.id !== action.id)
    case "clear":
      return []
  }
}

type CartContextValue = {
  items: CartItem[]
  count: number
  subtotal: number
  deliveryFee: number
  total: number
  add: (item: Omit<CartItem, "quantity">) => void
  increase: (id: string) => void
  decrease: (id: string) => void
  remove: (id: string) => void
  clear: () => void
  isOpen: boolean
  setOpen: (open: boolean) => void
}

const CartContext = createContext<CartContextValue | null>(null)

type State = { items: CartItem[]; isOpen: boolean }
type Action = CartAction | { type: "open"; open: boolean }

function reducer(state: State, action: Action): State {
  if (action.type === "open") return state.isOpen === action.open ? state : { ...state, isOpen: action.open }
  // Clearing an empty cart changes nothing: no new state, no re-render of every cart reader.
  if (action.type === "clear" && state.items.length === 0) return state
  return { ...state, items: cartReducer(state.items, action) }
}

/**
 * The cart lives in memory only (spec point 4): a reload empties it. `onAdd` lets the app show the
 * 'Item added' toast without this feature knowing about toasts.
 */
export function CartProvider({
  children,
  initialItems = [],
  onAdd,
}: {
  children: ReactNode
  initialItems?: CartItem[]
  onAdd?: (item: Omit<CartItem, "quantity">) => void
}) {
  const [state, dispatch] = useReducer(reducer, { items: initialItems, isOpen: false })
  const add = useCallback(
    (item: Omit<CartItem, "quantity">) => {
      dispatch({ type: "add", item })
      onAdd?.(item)
    },
    [onAdd]
  )
  // The actions keep their identity across renders: an effect that depends on one (the card tab's
  // "clear the cart once the order shows") must not run again because the cart changed. (It did:
  // clear → a new cart → a new clear → the effect again, forever; the page's links then changed
  // the address but never the page, as React never got to render the next route.)
  const actions = useMemo(
    () => ({
      increase: (id: string) => dispatch({ type: "increase", id }),
      decrease: (id: string) => dispatch({ type: "decrease", id }),
      remove: (id: string) => dispatch({ type: "remove", id }),
      clear: () => dispatch({ type: "clear" }),
      setOpen: (open: boolean) => dispatch({ type: "open", open }),
    }),
    []
  )
  const value = useMemo<CartContextValue>(() => {
    const totals = cartTotals(state.items)
    return {
      items: state.items,
      count: state.items.reduce((n, i) => n + i.quantity, 0),
      ...totals,
      add,
      ...actions,
      isOpen: state.isOpen,
    }
  }, [state, add, actions])
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

export const useCart = () => useProvided(CartContext, "useCart", "CartProvider")
