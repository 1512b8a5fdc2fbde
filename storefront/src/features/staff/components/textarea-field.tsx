import { useId } from "react"
import { controlClass } from "../../../components/ui/form-field"

/**
 * A staff form's text box under its label (an order's note, a reply to a message): `hint` under it,
 * then `error`, which edges the box red; both are read out with the box.
 */
export function TextareaField({
  label,
  rows,
  value,
  onChange,
  placeholder,
  hint,
  error,
}: {
  label: string
  rows: number
  value: string
  onChange: (text: string) => void
  placeholder?: string
  hint?: string
  error?: string | false
}) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <>
      <label htmlFor={id} className="font-semibold text-stone-900">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined}
        className={controlClass(error ? "invalid" : undefined)}
      />
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
