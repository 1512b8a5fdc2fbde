import { model } from "@medusajs/framework/utils"

/**
 * Staff's internal note on an order (issue 27 point 8), never shown to shoppers. One row per note:
 * two staff adding notes at once each insert their own row (nothing to overwrite), and the order's
 * history reads them by one index.
 */
export const OrderNote = model
  .define("order_note", {
    id: model.id({ prefix: "onote" }).primaryKey(),
    /** The order-desk entry the note is about. */
    entry_id: model.text(),
    text: model.text(),
    /** The staff user (Medusa user id) and their username when they wrote it. */
    author_id: model.text().nullable(),
    author_name: model.text(),
  })
  .indexes([{ on: ["entry_id", "created_at"] }])
