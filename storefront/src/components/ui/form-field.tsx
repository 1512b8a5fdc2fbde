import { forwardRef, useId, type ReactNode } from "react"
import type { UseFormRegisterReturn } from "react-hook-form"
import { cn } from "../../lib/cn"

/** The props that tie a control to its label, hint and error. */
export type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string }

type FieldProps = {
  label: string
  /** Shown after the label, e.g. "optional". */
  optional?: string
  /** A line under the control, read out with it. */
  hint?: string
  /** The field's error, already in the reader's language. */
  error?: string
  children: (control: ControlProps) => ReactNode
}

/**
 * A labelled control with a hint and a visible error under it, `aria-invalid` and `aria-describedby`
 * set: `children` renders the control with the props it is given.
 */
export function Field({ label, optional, hint, error, children }: FieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-stone-900">
        {label}
        {optional && <span className="font-normal text-stone-700"> ({optional})</span>}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  )
}

/** The lines under a control: its hint, then its error (ids for the control's aria-describedby). */
export function FieldNotes({ hint, hintId, error, errorId }: { hint?: string; hintId?: string; error?: string | false; errorId?: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="text-sm text-stone-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </>
  )
}

/** The look of a field's input, select or textarea, red-edged when it is wrong. */
export const controlClass = (error?: string) =>
  cn("w-full rounded-lg border bg-white px-3 py-2 text-stone-900", error ? "border-red-700" : "border-stone-500")

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
  return (
    <Field label={label} optional={hint} error={error}>
      {(control) => {
        const shared = { ...control, className: controlClass(error), ...input, ref }
        return multiline ? <textarea rows={rows} {...shared} /> : <input {...shared} />
      }}
    </Field>
  )
})
