/** The same keys as the English catalog, each a string (a translation may say it in other words). */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> }

/** A key of a catalog, e.g. "orders.verify". */
export type TextKey<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : TextKey<T[K], `${P}${K}.`>
}[keyof T & string]

/** i18next's plural forms: `days_one` + `days_other` are also asked for as the key `days` (the count picks the form). */
type PluralBase<K> = K extends `${infer B}_${"zero" | "one" | "two" | "few" | "many" | "other"}` ? B : never

/** A key as `t` is called with it: a catalog key, or a plural's base key. */
export type SayKey<T> = TextKey<T> | PluralBase<TextKey<T>>
