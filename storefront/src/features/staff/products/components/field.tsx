import { useId, type ReactNode } from "react"
import { cn } from "../../../../lib/cn"

/** The props that tie a control to its label, hint and error. */
export type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string }

type Props = {
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
 * set (like components/ui/form-field, which has no hint line and takes only inputs and textareas).
 */
export function Field({ label, optional, hint, error, children }: Props) {
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
    </div>
  )
}

export const controlClass = (error?: string) =>
  cn("w-full rounded-lg border bg-white px-3 py-2 text-stone-900", error ? "border-red-700" : "border-stone-500")
