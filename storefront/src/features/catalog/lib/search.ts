/**
 * Product search over English and Khmer text. Khmer writes words without spaces, so the query is cut
 * into words with Intl.Segmenter (which knows Khmer) and every word must occur as a substring of the
 * product's text in either language: "ត្រីឆ្អើរ" finds a product whose Khmer name holds "ត្រីឆ្អើរ",
 * and "dried fish" finds "Dried Fish (Trey Ngeat)".
 */

const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g
const segmenter = typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter(undefined, { granularity: "word" }) : null

export function normalize(text: string): string {
  return text.normalize("NFC").replace(ZERO_WIDTH, "").toLocaleLowerCase()
}

/** The query's words: Intl.Segmenter's word-like segments, or whitespace tokens where it is missing. */
export function queryTerms(query: string): string[] {
  const q = normalize(query).trim()
  if (!q) {
    return []
  }
  if (!segmenter) {
    return q.split(/\s+/)
  }
  const words = Array.from(segmenter.segment(q))
    .filter((s) => s.isWordLike)
    .map((s) => s.segment)
  return words.length ? words : [q]
}

/** True when every term of the query occurs in one of the texts (names and descriptions, both languages). */
export function matchesQuery(terms: string[], texts: (string | null | undefined)[]): boolean {
  if (!terms.length) {
    return true
  }
  const haystack = normalize(texts.filter(Boolean).join("\n"))
  return terms.every((term) => haystack.includes(term))
}
