import { forwardRef, useId } from "react"
import type { UseFormRegisterReturn } from "react-hook-form"
import { cn } from "../../lib/cn"

type Props = UseFormRegisterReturn & {
  label: string
  /** Shown after the label, e.g. "(optional)". */
  hint?: string
  /** The field's error, already in the shopper's language. */
  error?: string
  multiline?: boolean
  rows?: number
  type?: string
  autoComplete?: string
  inputMode?: "numeric" | "text" | "tel" | "email"
}

/**
 * A labelled input or textarea for react-hook-form: `aria-invalid` and a visible message under the
 * field when it is wrong. React 18 passes `ref` only through forwardRef, and the form registers by ref.
 */
export const FormField = forwardRef<HTMLInputElement & HTMLTextAreaElement, Props>(function FormField(
  { label, hint, error, multiline, rows = 4, ...input },
  ref
) {
  const id = useId()
  const shared = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    className: cn("w-full rounded-lg border bg-white px-3 py-2 text-stone-900", error ? "border-red-700" : "border-stone-500"),
    ...input,
    ref,
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-stone-900">
        {label}
        {hint && <span className="font-normal text-stone-700"> ({hint})</span>}
      </label>
      {multiline ? <textarea rows={rows} {...shared} /> : <input {...shared} />}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  )
})
