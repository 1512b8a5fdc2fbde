import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SequenceProblem } from "#shop/catalog/product-utilities"

type Knex = { raw(sql: string, bindings?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }

type SequenceState = { seq: string; lastValue: number; isCalled: boolean; movedTo: number }

const knexOf = (container: { resolve<T>(key: string): T }): Knex | null => {
  try {
    return container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  } catch {
    return null
  }
}

/**
 * Medusa draws order numbers from a PostgreSQL sequence and the order intake reserves them from it
 * too. A sequence behind the highest number in use (in Medusa's orders or reserved by the order
 * desk) would hand out a number twice: it is moved past it. Undone by moving it back, but only
 * while no number was drawn since (moving it back after that would hand a number out twice).
 */
export const advanceOrderNumberSequenceStep = createStep(
  "shop-advance-order-number-sequence",
  async (input: { highestReserved: number }, { container }) => {
    const knex = knexOf(container)
    const seq = knex
      ? ((await knex.raw(`select pg_get_serial_sequence('"order"', 'display_id') as seq`)).rows[0]?.seq as string | undefined)
      : undefined
    if (!knex || !seq) {
      return new StepResponse<SequenceProblem | null, SequenceState | null>(null, null)
    }
    const { rows: stateRows } = await knex.raw(`select last_value, is_called from ${seq}`)
    const { rows: maxRows } = await knex.raw(`select coalesce(max(display_id), 0) as max from "order"`)
    const lastValue = Number(stateRows[0]?.last_value ?? 0)
    const isCalled = !!stateRows[0]?.is_called
    const issued = isCalled ? lastValue : lastValue - 1
    const highest = Math.max(Number(maxRows[0]?.max ?? 0), input.highestReserved)
    if (highest <= issued) {
      return new StepResponse<SequenceProblem | null, SequenceState | null>(null, null)
    }
    await knex.raw(`select setval(?::regclass, ?, true)`, [seq, highest])
    const problem: SequenceProblem = {
      kind: "display-id-sequence",
      id: seq,
      detail: `The order-number sequence was at ${issued}, behind order ${highest}; the next order gets ${highest + 1}.`,
      repaired: true,
    }
    return new StepResponse<SequenceProblem | null, SequenceState | null>(problem, { seq, lastValue, isCalled, movedTo: highest })
  },
  async (state, { container }) => {
    const knex = state ? knexOf(container) : null
    if (!state || !knex) {
      return
    }
    // setval only when the sequence still stands where this step put it
    await knex.raw(
      `select setval(?::regclass, ?, ?) from ${state.seq} where last_value = ? and is_called`,
      [state.seq, state.lastValue, state.isCalled, state.movedTo]
    )
  }
)
