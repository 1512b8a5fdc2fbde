import { useToast } from "../../../../components/ui/toaster"
import { useServerReason } from "../../use-server-reason"
import { useStaffTranslation } from "../../use-staff-i18n"

type Write = "create" | "update" | "delete"
const DONE = { create: "created", update: "updated", delete: "deleted" } as const

/** The toasts of a product write (spec point 5): "Product created/updated/deleted" naming it, or "Error" with the server's reason. */
export function useWriteToasts() {
  const { t } = useStaffTranslation("products")
  const reasonOf = useServerReason()
  const toast = useToast()
  return {
    done: (write: Write, name: string) => toast({ title: t(`toast.${DONE[write]}`), description: t(`toast.${DONE[write]}Text`, { name }) }),
    failed: (write: Write, error: unknown) =>
      toast({ title: t("toast.error"), description: t(`toast.${write}Failed`, { reason: reasonOf(error) }), variant: "destructive" }),
  }
}
