import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { IAuthModuleService } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, UserWorkflowEvents } from "@medusajs/framework/utils"

/**
 * A shop user signs in with two identities (their username and their e-mail, admin-user.ts), but
 * Medusa's removeUserAccountWorkflow (DELETE /admin/users/:id) removes only the first one it finds:
 * the other would still sign in and get a token for the deleted user. The staff checks refuse such
 * a token (staff-auth.ts); this removes what is left, so the password stops working at once and the
 * username and e-mail can be given to someone new. An identity that also signs in a customer keeps
 * that, losing only its user.
 */
export default async function userDeletedHandler({ event, container }: SubscriberArgs<{ id: string }>) {
  const userId = event.data?.id
  if (!userId) return
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const auth = container.resolve<IAuthModuleService>(Modules.AUTH)
  const { data } = await query.graph({
    entity: "auth_identity",
    fields: ["id", "app_metadata"],
    filters: { app_metadata: { user_id: userId } } as any,
  })
  const identities = data as { id: string; app_metadata?: Record<string, unknown> | null }[]
  const shared = identities.filter((i) => Object.entries(i.app_metadata ?? {}).some(([k, v]) => k !== "user_id" && v != null))
  const own = identities.filter((i) => !shared.includes(i))
  if (own.length) await auth.deleteAuthIdentities(own.map((i) => i.id))
  for (const i of shared) {
    await auth.updateAuthIdentities({ id: i.id, app_metadata: { ...(i.app_metadata ?? {}), user_id: null } })
  }
  if (identities.length) {
    container.resolve(ContainerRegistrationKeys.LOGGER).info(`user ${userId} deleted: ${identities.length} sign-in identit${identities.length === 1 ? "y" : "ies"} removed`)
  }
}

export const config: SubscriberConfig = {
  event: UserWorkflowEvents.DELETED,
  context: { subscriberId: "compat-api-user-deleted" },
}
