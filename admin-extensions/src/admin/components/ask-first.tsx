import { Prompt } from "@medusajs/ui"
import type { ReactElement, ReactNode } from "react"

/**
 * A question before an action (Medusa's Prompt): its title and what happens, `children` under them
 * (a reason box), then Keep / Confirm. `trigger` opens it; without one it shows while it is drawn and
 * `onClose` runs when it is dismissed. `lang`: the question's language (the shop's, on Medusa's pages).
 */
export function AskFirst({
  variant,
  trigger,
  onClose,
  lang,
  title,
  description,
  keep,
  confirm,
  onConfirm,
  children,
}: {
  variant: "danger" | "confirmation"
  trigger?: ReactElement
  onClose?: () => void
  lang?: string
  title: string
  description: string
  keep: string
  confirm: string
  onConfirm: () => void
  children?: ReactNode
}) {
  const shown = trigger ? {} : { open: true, onOpenChange: (open: boolean) => !open && onClose?.() }
  return (
    <Prompt variant={variant} {...shown}>
      {trigger && <Prompt.Trigger asChild>{trigger}</Prompt.Trigger>}
      <Prompt.Content lang={lang}>
        <Prompt.Header>
          <Prompt.Title>{title}</Prompt.Title>
          <Prompt.Description>{description}</Prompt.Description>
        </Prompt.Header>
        {children}
        <Prompt.Footer>
          <Prompt.Cancel>{keep}</Prompt.Cancel>
          <Prompt.Action onClick={onConfirm}>{confirm}</Prompt.Action>
        </Prompt.Footer>
      </Prompt.Content>
    </Prompt>
  )
}
