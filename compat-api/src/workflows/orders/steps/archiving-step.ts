import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

type Apply = (container: MedusaContainer, ids: string[], archived: boolean) => Promise<unknown>

/**
 * A step that archives (`archived` true) or restores the given ids with `apply`, and is undone by
 * applying the opposite to the ids it changed; `pending` narrows the ids to those not so yet.
 */
export const archivingStep = (name: string, archived: boolean, apply: Apply, pending?: (container: MedusaContainer, ids: string[], archived: boolean) => Promise<string[]>) =>
  createStep(
    name,
    async (ids: string[], { container }) => {
      const changing = ids.length && pending ? await pending(container, ids, archived) : ids
      if (changing.length) await apply(container, changing, archived)
      return new StepResponse(changing, changing)
    },
    async (changed, { container }) => {
      if (!changed?.length) return
      await apply(container, changed, !archived)
    }
  )
