import type { IUserModuleService, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/** The usernames of these Medusa users (metadata.username, else the e-mail); unknown ids are left out. */
export async function staffNames(scope: MedusaContainer, ids: (string | null | undefined)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))]
  if (!wanted.length) return new Map()
  const users = await scope.resolve<IUserModuleService>(Modules.USER).listUsers({ id: wanted }, { select: ["id", "email", "metadata"], withDeleted: true })
  return new Map(users.map((u) => [u.id, typeof u.metadata?.username === "string" && u.metadata.username ? u.metadata.username : u.email]))
}

/** One user's username, or the id itself when the user is gone. */
export async function staffName(scope: MedusaContainer, id: string | null | undefined): Promise<string> {
  if (!id) return "staff"
  return (await staffNames(scope, [id])).get(id) ?? id
}
