import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { IUserModuleService } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, InviteWorkflowEvents, Modules } from "@medusajs/framework/utils"
import { updateUsersWorkflow } from "@medusajs/medusa/core-flows"

/**
 * Medusa's admin is for the shop's admins only (staff-auth.ts, refuseNonAdminUsers), and a user
 * without `metadata.role` has no shop role (it may do nothing): someone an admin invited from Medusa's admin (Settings →
 * Users) would be locked out of it right after accepting. An invite from there means "use this
 * admin", so the new user gets role `admin` (other metadata kept). The event only names the
 * invite (soft-deleted once accepted): the new user is the one with the invite's e-mail.
 */
export default async function inviteAcceptedHandler({ event, container }: SubscriberArgs<{ id: string }>) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const users = container.resolve<IUserModuleService>(Modules.USER)
  const [invite] = await users.listInvites({ id: event.data.id }, { withDeleted: true })
  if (!invite) return
  const [user] = await users.listUsers({ email: invite.email })
  if (!user) {
    logger.warn(`invite ${invite.id} was accepted under another e-mail than ${invite.email}: that user has no shop role (none: it may do nothing) until an admin gives one on the users page`)
    return
  }
  if (typeof user.metadata?.role === "string" && user.metadata.role) return
  await updateUsersWorkflow(container).run({
    input: { updates: [{ id: user.id, metadata: { ...(user.metadata ?? {}), role: "admin" } }] },
  })
  logger.info(`invite accepted: ${user.email} is a shop admin`)
}

export const config: SubscriberConfig = {
  event: InviteWorkflowEvents.ACCEPTED,
  context: { subscriberId: "compat-api-invite-accepted" },
}
