import { z } from "@medusajs/framework/zod"
import { ORDER_STATUSES, PAYMENT_STATUSES } from "../../../orders/staff-orders"

export const ApiPatchPayment = z.object({
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: `paymentStatus must be one of: ${PAYMENT_STATUSES.join(", ")}.` }),
})
export const ApiPatchStatus = z.object({
  status: z.enum(ORDER_STATUSES, { error: `status must be one of: ${ORDER_STATUSES.join(", ")}.` }),
})
export const ApiPatchOrder = z.object({
  orderStatus: z.enum(["shipped"], { error: 'orderStatus must be "shipped" or null.' }).nullable(),
})
export const ApiPostLimit = z.object({
  maxOrders: z.number({ error: "maxOrders must be a whole number from 0 to 10000." }).int().min(0).max(10_000).default(10),
})
export const ApiPostRestore = z.object({
  ids: z.array(z.number().int().positive(), { error: "ids must be a list of order numbers." }).max(10_000).optional(),
})
