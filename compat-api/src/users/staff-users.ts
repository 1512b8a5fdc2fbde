import type { IAuthModuleService, IUserModuleService, MedusaContainer, UserDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { removeUserAccountWorkflow, updateUsersWorkflow } from "@medusajs/medusa/core-flows"
import { USER_ERRORS, type StaffUser } from "@shop/contract"
import { createStaffUserWorkflow, type CreateStaffUserInput } from "../workflows/users/create-staff-user"
import { roleOf } from "../staff/staff-auth"

/** A Medusa user as the users page lists it. */
export function toStaffUser(user: UserDTO): StaffUser {
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(" ").trim() || null
  return {
    id: user.id,
    username: typeof user.metadata?.username === "string" ? user.metadata.username : user.email,
    email: user.email,
    role: roleOf(user),
    fullName,
    createdAt: user.created_at ? new Date(user.created_at as any).toISOString() : null,
  }
}

/** Every user, oldest first (a shop has a handful). */
export async function listStaffUsers(scope: MedusaContainer): Promise<StaffUser[]> {
  const users = await scope.resolve<IUserModuleService>(Modules.USER).listUsers({}, { order: { created_at: "ASC" }, take: 500 })
  return users.map(toStaffUser)
}

async function retrieve(scope: MedusaContainer, id: string): Promise<UserDTO> {
  const [user] = await scope.resolve<IUserModuleService>(Modules.USER).listUsers({ id })
  if (!user) throw new MedusaError(MedusaError.Types.NOT_FOUND, USER_ERRORS.notFound)
  return user
}

/**
 * Runs `change` while no other user change runs (a PostgreSQL advisory lock, held by a transaction
 * for the change's time, on every server): two admins demoting each other at once cannot leave the
 * shop without an admin.
 */
async function oneAtATime<T>(scope: MedusaContainer, change: () => Promise<T>): Promise<T> {
  const knex = scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  return knex.transaction(async (trx) => {
    await trx.raw("select pg_advisory_xact_lock(hashtext('shop-staff-users'))")
    return change()
  })
}

async function adminCount(scope: MedusaContainer): Promise<number> {
  const users = await scope.resolve<IUserModuleService>(Modules.USER).listUsers({}, { take: 1000 })
  return users.filter((u) => roleOf(u) === "admin").length
}

/** A new user (role already checked against STAFF_ROLES): 409 when the username or e-mail signs someone in already. */
export async function addStaffUser(scope: MedusaContainer, input: CreateStaffUserInput): Promise<StaffUser> {
  const auth = scope.resolve<IAuthModuleService>(Modules.AUTH)
  const taken = await auth.listProviderIdentities({ entity_id: [input.username, input.email], provider: "emailpass" } as any)
  const users = await scope.resolve<IUserModuleService>(Modules.USER).listUsers({ email: input.email })
  if (taken.length || users.length) throw new MedusaError(MedusaError.Types.CONFLICT, USER_ERRORS.taken)
  const { result } = await createStaffUserWorkflow(scope).run({ input })
  return toStaffUser(result as UserDTO)
}

/** A new role for a user; 409 when that would leave the shop without an admin. */
export async function changeStaffRole(scope: MedusaContainer, id: string, role: string): Promise<StaffUser> {
  return oneAtATime(scope, async () => {
    const user = await retrieve(scope, id)
    if (roleOf(user) === "admin" && role !== "admin" && (await adminCount(scope)) <= 1) {
      throw new MedusaError(MedusaError.Types.CONFLICT, USER_ERRORS.lastAdmin)
    }
    const { result } = await updateUsersWorkflow(scope).run({
      input: { updates: [{ id, metadata: { ...(user.metadata ?? {}), role } }] },
    })
    return toStaffUser(result[0])
  })
}

/** Removes a user (both identities: Medusa's workflow and the user.deleted subscriber); never yourself, never the last admin. */
export async function removeStaffUser(scope: MedusaContainer, id: string, actorId: string | undefined): Promise<void> {
  await oneAtATime(scope, async () => {
    const user = await retrieve(scope, id)
    if (user.id === actorId) throw new MedusaError(MedusaError.Types.CONFLICT, USER_ERRORS.self)
    if (roleOf(user) === "admin" && (await adminCount(scope)) <= 1) throw new MedusaError(MedusaError.Types.CONFLICT, USER_ERRORS.lastAdmin)
    await removeUserAccountWorkflow(scope).run({ input: { userId: id } })
  })
}
