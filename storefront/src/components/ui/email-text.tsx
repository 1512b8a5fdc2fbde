import { Fragment } from "react"

/**
 * An e-mail address that may wrap on a narrow screen only after its "@" or before a ".", never in
 * the middle of a word (CSS break-all cut "info@cambodian-sh|op.local" anywhere).
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/)
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  )
}
