import type { ComponentType, ReactNode } from "react"

/** One button of a PressedButtons group. */
export type PressedItem = { key: string; text: string; pressed: boolean; onPress: () => void }

/** The app's button, drawn pressed or not (its kit's primary / secondary, with aria-pressed). */
export type PressedButtonProps = { pressed: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }

export type PressedButtonsProps = { label: string; items: readonly PressedItem[]; disabled?: boolean; className?: string }

/**
 * A named group of buttons, the chosen one pressed (a list's filter or view, the day numbers' range,
 * the label wizard's carrier filter), in either back office: `Button` is the app's own.
 */
export function PressedButtons({ label, items, disabled, className = "flex flex-wrap gap-2", Button }: PressedButtonsProps & { Button: ComponentType<PressedButtonProps> }) {
  return (
    <div role="group" aria-label={label} className={className}>
      {items.map((item) => (
        <Button key={item.key} pressed={item.pressed} disabled={disabled} onClick={item.onPress}>
          {item.text}
        </Button>
      ))}
    </div>
  )
}
