/**
 * The customer-service pages' text (issue 27 point 9): paragraphs and a little markdown, parsed into
 * blocks that a view draws with its own elements, never HTML.
 */
export type RichInline = { text: string; bold?: boolean; href?: string }
export type RichBlock = { type: "p"; parts: RichInline[] } | { type: "h"; parts: RichInline[] } | { type: "ul"; items: RichInline[][] }

const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i

/** `**bold**` and `[text](https://…)` (http(s), mailto:, tel: and the shop's own /paths only); the rest is text. */
export function parseInline(s: string): RichInline[] {
  const out: RichInline[] = []
  const re = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g
  let last = 0
  for (let m = re.exec(s); m; m = re.exec(s)) {
    if (m.index > last) out.push({ text: s.slice(last, m.index) })
    if (m[1] !== undefined) out.push({ text: m[1], bold: true })
    else if (SAFE_HREF.test(m[3])) out.push({ text: m[2], href: m[3] })
    else out.push({ text: m[0] })
    last = m.index + m[0].length
  }
  if (last < s.length) out.push({ text: s.slice(last) })
  return out
}

/**
 * A page's body as blocks a view renders with its own elements (so nothing the admin wrote can
 * become markup): blank lines separate paragraphs, `## ` starts a heading, `- ` or `* ` a list item.
 */
export function parseRichText(body: string): RichBlock[] {
  const blocks: RichBlock[] = []
  for (const chunk of body.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = chunk.split("\n").map((l) => l.trim()).filter(Boolean)
    let para: string[] = []
    const flush = () => {
      if (para.length) blocks.push({ type: "p", parts: parseInline(para.join(" ")) })
      para = []
    }
    for (const l of lines) {
      const h = /^#{1,6}\s+(.*)$/.exec(l)
      const li = /^[-*]\s+(.*)$/.exec(l)
      if (h) {
        flush()
        blocks.push({ type: "h", parts: parseInline(h[1]) })
      } else if (li) {
        flush()
        const prev = blocks[blocks.length - 1]
        if (prev?.type === "ul") prev.items.push(parseInline(li[1]))
        else blocks.push({ type: "ul", items: [parseInline(li[1])] })
      } else para.push(l)
    }
    flush()
  }
  return blocks
}
