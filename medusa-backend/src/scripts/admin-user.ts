import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createUserAccountWorkflow } from "@medusajs/medusa/core-flows"

export type AdminAccount = { username: string; email: string; password: string; role?: string }

/**
 * Creates the first staff user once. Staff sign in to the shop's back office with a username;
 * Medusa's own admin (/app) asks for an e-mail address, so the same user gets a second e-mail
 * identity with the same password. The user's `metadata.role` is what the shop's staff calls check
 * (`admin` by default, or `staff`: @shop/contract staff-roles says what each may) and
 * `metadata.username` the name the back office shows. Returns false when the username exists
 * already (its password is then left as it is; a missing role or username is filled in).
 */
export async function ensureAdminUser(container: MedusaContainer, account: AdminAccount): Promise<boolean> {
  const auth = container.resolve(Modules.AUTH)
  const role = account.role ?? "admin"
  const existing = await auth.listProviderIdentities({ entity_id: account.username, provider: "emailpass" })
  if (existing.length) {
    const [identity] = await auth.listAuthIdentities({ id: [existing[0].auth_identity_id!] })
    const userId = identity?.app_metadata?.user_id as string | undefined
    if (userId) {
      const users = container.resolve(Modules.USER)
      const user = await users.retrieveUser(userId)
      if (!user.metadata?.role || !user.metadata?.username) {
        await users.updateUsers({ id: userId, metadata: { ...(user.metadata ?? {}), role: user.metadata?.role ?? role, username: account.username } })
      }
    }
    return false
  }
  const register = async (identifier: string) => {
    const { success, authIdentity, error } = await auth.register("emailpass", {
      body: { email: identifier, password: account.password },
    } as any)
    if (!success || !authIdentity) {
      throw new Error(`Could not register ${identifier}: ${error}`)
    }
    return authIdentity
  }

  const identity = await register(account.username)
  const { result: user } = await createUserAccountWorkflow(container).run({
    input: {
      authIdentityId: identity.id,
      userData: {
        email: account.email,
        first_name: "Shop",
        last_name: role === "admin" ? "Admin" : "Staff",
        metadata: { role, username: account.username },
      },
    },
  })
  if (account.email !== account.username) {
    const emailIdentity = await register(account.email)
    await auth.updateAuthIdentities({ id: emailIdentity.id, app_metadata: { user_id: user.id } })
  }
  return true
}
