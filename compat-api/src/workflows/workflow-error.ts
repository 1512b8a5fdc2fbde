import { MedusaError } from "@medusajs/framework/utils"

/**
 * A workflow hands back a step's MedusaError serialized (a plain object with its type and
 * message). Made a MedusaError again, the /api error handler answers the step's own text (its
 * 409s say what conflicts) instead of Medusa's generic one. Use: `.run(...).catch(rethrowWorkflowError)`.
 */
export function rethrowWorkflowError(e: unknown): never {
  if (e && !(e instanceof MedusaError) && MedusaError.isMedusaError(e)) {
    const { type, message } = e as { type: string; message: string }
    throw new MedusaError(type, message)
  }
  throw e
}
