import type { IAuthModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createUserAccountWorkflow } from "@medusajs/medusa/core-flows"

export type CreateStaffUserInput = { username: string; email: string; password: string; role: string }

/**
 * The user's two sign-in identities (their username for the shop's back office, their e-mail for
 * Medusa's dashboard), with one password. Compensation: both identities are deleted again.
 */
const registerStaffIdentitiesStep = createStep(
  "register-staff-identities",
  async (input: CreateStaffUserInput, { container }) => {
    const auth = container.resolve<IAuthModuleService>(Modules.AUTH)
    const ids: string[] = []
    try {
      for (const identifier of [...new Set([input.username, input.email])]) {
        const { success, authIdentity, error } = await auth.register("emailpass", { body: { email: identifier, password: input.password } } as any)
        if (!success || !authIdentity) throw new Error(`Could not register ${identifier}: ${error}`)
        ids.push(authIdentity.id)
      }
    } catch (e) {
      if (ids.length) await auth.deleteAuthIdentities(ids)
      throw e
    }
    return new StepResponse({ usernameIdentityId: ids[0], otherIdentityIds: ids.slice(1) }, ids)
  },
  async (ids, { container }) => {
    if (ids?.length) await container.resolve<IAuthModuleService>(Modules.AUTH).deleteAuthIdentities(ids)
  }
)

/** The e-mail identity signs in the same user (Medusa's account workflow links only the first). Compensation: unlinked. */
const linkOtherIdentitiesStep = createStep(
  "link-staff-identities",
  async (input: { userId: string; identityIds: string[] }, { container }) => {
    const auth = container.resolve<IAuthModuleService>(Modules.AUTH)
    for (const id of input.identityIds) await auth.updateAuthIdentities({ id, app_metadata: { user_id: input.userId } })
    return new StepResponse(undefined, input.identityIds)
  },
  async (ids, { container }) => {
    const auth = container.resolve<IAuthModuleService>(Modules.AUTH)
    for (const id of ids ?? []) await auth.updateAuthIdentities({ id, app_metadata: { user_id: null } }).catch(() => undefined)
  }
)

/**
 * A new back-office user (POST /api/users, /admin/shop/users; `npm run staff:add` makes the same
 * account): two identities, Medusa's user with `metadata.role` and `metadata.username` (through
 * Medusa's createUserAccountWorkflow, which undoes itself), the e-mail identity linked. A failing
 * step undoes the ones before it: no half-made user signs in.
 */
export const createStaffUserWorkflow = createWorkflow("create-staff-user", (input: CreateStaffUserInput) => {
  const identities = registerStaffIdentitiesStep(input)
  const accountInput = transform({ input, identities }, ({ input, identities }) => ({
    authIdentityId: identities.usernameIdentityId,
    userData: {
      email: input.email,
      first_name: input.username,
      last_name: "",
      metadata: { role: input.role, username: input.username },
    },
  }))
  const user = createUserAccountWorkflow.runAsStep({ input: accountInput })
  const link = transform({ user, identities }, ({ user, identities }) => ({ userId: user.id, identityIds: identities.otherIdentityIds }))
  linkOtherIdentitiesStep(link)
  return new WorkflowResponse(user)
})
