import { parseRichText, type RichInline } from "@shop/contract"
import { Link } from "react-router-dom"

function Inline({ parts }: { parts: RichInline[] }) {
  return (
    <>
      {parts.map((p, i) => {
        if (p.bold) return <strong key={i}>{p.text}</strong>
        if (p.href?.startsWith("/")) {
          return (
            <Link key={i} to={p.href} className="text-red-800 underline underline-offset-4">
              {p.text}
            </Link>
          )
        }
        if (p.href) {
          const external = /^https?:/i.test(p.href)
          return (
            <a key={i} href={p.href} className="text-red-800 underline underline-offset-4" {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
              {p.text}
            </a>
          )
        }
        return <span key={i}>{p.text}</span>
      })}
    </>
  )
}

/**
 * A help page's text as an admin wrote it (paragraphs, ## headings, - lists, **bold**, links):
 * parsed by the contract into blocks and drawn with React elements, so nothing written there can
 * become markup (no dangerouslySetInnerHTML).
 */
export function RichText({ body }: { body: string }) {
  return (
    <div className="flex flex-col gap-4">
      {parseRichText(body).map((b, i) =>
        b.type === "h" ? (
          <h2 key={i} className="mt-2 text-xl font-semibold text-stone-900">
            <Inline parts={b.parts} />
          </h2>
        ) : b.type === "ul" ? (
          <ul key={i} className="list-disc pl-6">
            {b.items.map((item, j) => (
              <li key={j}>
                <Inline parts={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            <Inline parts={b.parts} />
          </p>
        )
      )}
    </div>
  )
}
