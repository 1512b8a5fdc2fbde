/**
 * Product search over English and Khmer text. Khmer writes words without spaces, so the query is cut
 * into words with Intl.Segmenter (which knows Khmer) and every word must occur as a substring of the
 * product's text in either language: "ត្រីឆ្អើរ" finds a product whose Khmer name holds "ត្រីឆ្អើរ",
 * and "dried fish" finds "Dried Fish (Trey Ngeat)". The server's paged catalog read and the back
 * office's product list search the same way.
 */

const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g

type Segmenter = { segment(text: string): Iterable<{ segment: string; isWordLike?: boolean }> }
const SegmenterClass = (Intl as unknown as { Segmenter?: new (locale: undefined, options: { granularity: "word" }) => Segmenter }).Segmenter
const segmenter = SegmenterClass ? new SegmenterClass(undefined, { granularity: "word" }) : null

export function normalizeSearchText(text: string): string {
  return text.normalize("NFC").replace(ZERO_WIDTH, "").toLocaleLowerCase()
}

/** The query's words: Intl.Segmenter's word-like segments, or whitespace tokens where it is missing. */
export function queryTerms(query: string): string[] {
  const q = normalizeSearchText(query).trim()
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

/** The texts of a product as one normalized haystack (for matchesTerms). */
export const searchHaystack = (texts: (string | null | undefined)[]) => normalizeSearchText(texts.filter(Boolean).join("\n"))

/** True when every term occurs in the haystack (searchHaystack). */
export const matchesTerms = (terms: string[], haystack: string) => terms.every((term) => haystack.includes(term))

/** True when every term of the query occurs in one of the texts. */
export function matchesQuery(terms: string[], texts: (string | null | undefined)[]): boolean {
  return !terms.length || matchesTerms(terms, searchHaystack(texts))
}
