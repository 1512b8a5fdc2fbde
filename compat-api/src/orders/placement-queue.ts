import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { placeAcceptedOrder } from "./place-order"
import { isServiceUnavailable } from "../availability/unavailable"

/** A placement that could not start because the database was away is tried again after this. */
const RETRY_UNAVAILABLE_MS = 5_000

/**
 * The placement worker's queue, one per Medusa process that runs subscribers and jobs (the
 * worker instance in production, the only instance in development). Accepted orders are placed
 * a few at a time (ORDER_PLACEMENT_CONCURRENCY, default 4: a placement mostly waits on the database) so that a rush of orders queues here
 * instead of slowing every request; each entry is queued once per process, and the database
 * (takeForPlacement) keeps two processes from placing the same entry. Not Medusa's workflow
 * engine, which has no concurrency limit per workflow: measured in compat-api/README.md ("Why
 * placement/e-mail retries do not run on the workflow engine").
 */
const CONCURRENCY = Math.max(1, Number(process.env.ORDER_PLACEMENT_CONCURRENCY) || 4)

const queued = new Set<string>()
const waiting: string[] = []
let running = 0
let container: MedusaContainer | undefined

export function enqueuePlacements(scope: MedusaContainer, entryIds: string[]) {
  container = scope
  for (const id of entryIds) {
    if (!queued.has(id)) {
      queued.add(id)
      waiting.push(id)
    }
  }
  pump()
}

function pump() {
  while (running < CONCURRENCY && waiting.length && container) {
    const id = waiting.shift()!
    const scope = container
    running++
    const retryIn = (ms: number, first?: () => Promise<unknown>): void => {
      setTimeout(async () => {
        try {
          await first?.()
        } catch {
          return retryIn(RETRY_UNAVAILABLE_MS, first) // still away
        }
        enqueuePlacements(scope, [id])
      }, ms).unref()
    }
    placeAcceptedOrder(scope, id, { retryIn })
      .catch((e: Error) => {
        scope.resolve(ContainerRegistrationKeys.LOGGER).error(`order placement ${id}: ${e.message}`)
        // The entry could not even be taken (the database is away): try again shortly.
        if (isServiceUnavailable(e)) retryIn(RETRY_UNAVAILABLE_MS)
      })
      .finally(() => {
        running--
        queued.delete(id)
        pump()
      })
  }
}

