import { useId } from "react"
import { controlClass, FieldNotes } from "../../../components/ui/form-field"

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
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </>
  )
}
