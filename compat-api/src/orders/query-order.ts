import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** One Medusa order by its id with the fields asked for (query.graph), or undefined when Medusa has none. */
export async function queryOrder<T>(scope: Pick<MedusaContainer, "resolve">, orderId: string, fields: string[]): Promise<T | undefined> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields, filters: { id: orderId } })
  return data[0] as T | undefined
}
