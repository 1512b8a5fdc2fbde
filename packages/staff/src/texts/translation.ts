/** The same keys as the English catalog, each a string (a translation may say it in other words). */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> }

/** A key of a catalog, e.g. "orders.verify". */
export type TextKey<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : TextKey<T[K], `${P}${K}.`>
}[keyof T & string]
