import { PRINT_ERRORS } from "./orders/print.js"
import { USER_ERRORS } from "./staff-roles.js"
import { MAX_QUANTITY_PER_LINE, ORDER_STATUSES, PAYMENT_STATUSES, PAYMENT_REASON_MAX } from "./constants.js"
import { ORDER_QUERY_ERRORS } from "./orders/order-query.js"
import { CATALOG_ERRORS } from "./catalog/constants.js"

/**
 * Every error text the /api answers, grouped by concern. A failure's stable `code` is
 * `<group>.<key>` (e.g. `auth.invalidLogin`); its `error` stays the English text below, exactly as
 * the spec words it. Clients translate by `code`, never by the text. Adding a text adds a code;
 * renaming a key changes a code (clients may know it): don't.
 */

/** The legacy glue's own answers: bodies it cannot read, and the one text of every 5xx. */
export const REQUEST_ERRORS = {
  notJson: "The request body is not valid JSON.",
  notJsonObject: "Please send the request body as a JSON object.",
  serverError: "Something went wrong on our side. Please try again.",
  /** 503: the database or Redis is briefly away (a restart); the shop recovers by itself. */
  temporarilyUnavailable: "The shop is briefly unavailable. Please try again in a moment.",
} as const

/** Staff sign-in and the admin checks (spec points 5 and 6). */
export const AUTH_ERRORS = {
  loginMissing: "Please enter both username and password",
  invalidLogin: "Invalid username or password",
  anonymous: "Please sign in as staff to do this.",
  notAdmin: "Only shop admins can do this.",
  medusaAdminOnly: "Medusa's admin is for shop admins only. Staff use the shop's back office (/admin) instead.",
  xsrf: "Missing or wrong XSRF token. Reload the page and try again.",
  notSignedIn: "You are not signed in.",
  googleNotSetUp: "Google sign-in is not set up for this shop. Sign in with your username and password.",
  googleFailed: "Google sign-in could not start. Please try again.",
} as const

/** POST /api/contact (spec point 5), plus the upper bounds the spec leaves open. */
export const CONTACT_ERRORS = {
  name: "Name must be at least 2 characters.",
  nameTooLong: "Name must be at most 200 characters.",
  email: "Please enter a valid email address.",
  emailTooLong: "Email address must be at most 320 characters.",
  phone: "Please enter a valid phone number.",
  phoneTooLong: "Phone number must be at most 40 characters.",
  message: "Message must be at least 10 characters.",
  messageTooLong: "Message must be at most 5000 characters.",
  notFound: "Message not found",
} as const

/** POST /api/orders: the spec's checkout messages (point 5) where a field maps onto the checkout form. */
export const ORDER_ERRORS = {
  customer: "Missing customer information. Please go back and try again.",
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Invalid email",
  phone: "Phone number must be at least 10 digits",
  address: "Address is required",
  city: "City is required",
  state: "State is required",
  zip: "ZIP code is required",
  paymentMethod: "Please choose a payment method: stripe, cashapp, venmo, zelle, paypal or aba.",
  paymentSession: "Payment Session Missing",
  paymentSessionFormat: "The payment session id does not match the payment method.",
  paymentNotVerified: "Payment Not Verified: Please complete and verify your payment before placing your order.",
  cardNotPaid:
    "Payment Not Verified: the card payment for this session is not complete or does not match the order total. Please complete and verify your payment before placing your order.",
  totalAmount: 'totalAmount must be an amount in dollars, such as "25.50".',
  items: "The cart is empty.",
  itemId: "Each order item needs a product id.",
  itemQuantity: `Each order item needs a whole quantity from 1 to ${MAX_QUANTITY_PER_LINE}.`,
  itemPrice: "Each order item needs a price.",
  notes: "Notes must be at most 2000 characters.",
  orderNumber: "orderNumber must look like ORDER-123456.",
  locale: 'locale must be "en" or "km".',
  tooLong: "This field is too long.",
  stillPlacing: "This order is still being placed. Please wait a moment and try again.",
  /** 409: a card session (cs_…) that already paid for another order. */
  sessionUsed: "This payment has already been used for another order. Please start a new checkout.",
} as const

/**
 * The shopper's order-status page (GET /api/order-status/{token}) and its lookup (POST
 * /api/order-status/lookup). A wrong phone or e-mail and an unknown order number get the same
 * `notFound`, so the lookup tells nobody which orders exist.
 */
export const ORDER_STATUS_ERRORS = {
  notFound: "We could not find an order with this number and phone or e-mail. Please check both and try again.",
  linkNotFound: "This order link is not valid. Look your order up with its number instead.",
  orderNumber: "Please enter your order number, e.g. 1042.",
  contact: "Please enter the phone number or e-mail address you gave at checkout.",
  tooMany: "Too many tries. Please wait a few minutes and try again.",
} as const

/** The staff calls on an order (spec point 4; docs/back-office-api.md). */
export const STAFF_ORDER_ERRORS = {
  paymentStatus: `paymentStatus must be one of: ${PAYMENT_STATUSES.join(", ")}.`,
  status: `status must be one of: ${ORDER_STATUSES.join(", ")}.`,
  orderStatus: 'orderStatus must be "shipped" or null.',
  maxOrders: "maxOrders must be a whole number from 0 to 10000.",
  ids: "ids must be a list of order numbers.",
  completeNeedsPaid: "An order can only be completed once its payment is verified (paid).",
  cardChargedNotPending: "A charged card payment cannot be set back to pending. Reject it to refund the card.",
  cardClosed: "This card payment was refunded or cancelled. The customer has to pay again through a new checkout.",
  notAuthorized: "The payment provider did not authorize this payment.",
  notAShopOrder: "This order did not come through the shop's checkout.",
  reason: `reason must be text of at most ${PAYMENT_REASON_MAX} characters.`,
  reasonOnlyForReject: 'reason goes with a rejected payment only (paymentStatus "failed").',
  notArchived: "There is no archived order with this number.",
  notListed: "There is no order with this number in the lists (it may be archived already).",
  cancelCancelled: "This order is already cancelled.",
  cancelCompleted: "A completed order cannot be cancelled.",
  cancelShipped: "A shipped order cannot be cancelled.",
  search: "q must be at most 100 characters.",
} as const

/** POST /api/create-payment-link and GET /api/verify-payment. */
export const PAYMENT_LINK_ERRORS = {
  amount: "amount must be a positive number of dollars.",
  orderDetails: "orderDetails is required.",
  name: "orderDetails.name is required.",
  items: "orderDetails.items must list at least one product.",
  item: "Each item needs the product's id or name.",
  quantity: `Each item's quantity must be a whole number from 1 to ${MAX_QUANTITY_PER_LINE}.`,
  address: "orderDetails.address is required.",
  email: "orderDetails.email must be a valid email address.",
  notes: "orderDetails.notes must be at most 500 characters.",
  previousSessionId: "previousSessionId must be a Checkout Session id (cs_…).",
  sessionId: "session_id must be a Checkout Session id (cs_…).",
  noSession: "No payment session found. Please try again.",
  /** No STRIPE_API_KEY and the test card sandbox is off (production without CARD_SANDBOX=true). */
  cardUnavailable:
    "Card payment is not available: this shop has no Stripe key and its test card sandbox is off. Please choose another payment method.",
} as const

/** GET /api/aba-qr-code's query. */
export const ABA_QR_ERRORS = {
  amount: "amount must be a positive number of US dollars up to 10000, with at most 2 decimals.",
  reference: "reference must be an order reference like ORDER-123456 (letters, digits and dashes, at most 25 characters).",
} as const

/** The back office's product fields (spec point 5; upload-product, menu-items, /admin/shop/products). */
export const PRODUCT_ERRORS = {
  name: "Please enter the product name.",
  nameTooLong: "The product name must be at most 200 characters.",
  description: "Please enter a description.",
  descriptionTooLong: "The description must be at most 5000 characters.",
  priceMissing: "Please enter a price.",
  price: "Price must be a positive amount in dollars, e.g. 12.50.",
  categoryId: "Please choose a category.",
  unknownCategory: "Please choose a category that exists.",
  isNew: 'isNew must be "true" or "false".',
  isPopular: 'isPopular must be "true" or "false".',
  cookTimeTooLong: "Weight/Size must be at most 200 characters.",
  dietaryInfoTooLong: "Additional info must be at most 1000 characters.",
  nameKmTooLong: "The Khmer name must be at most 200 characters.",
  descriptionKmTooLong: "The Khmer description must be at most 5000 characters.",
  cookTimeKmTooLong: "The Khmer Weight/Size must be at most 200 characters.",
  dietaryInfoKmTooLong: "The Khmer additional info must be at most 1000 characters.",
  imageUrl: "The image URL must be a web address (https://…) or a path on this shop (/static/…).",
  notFound: "Product not found",
} as const

/** A product's image upload (spec point 5: an image is required for a new product). */
export const IMAGE_ERRORS = {
  missing: "Please select an image for the product.",
  type: "The image must be a JPEG, PNG, WebP or GIF file.",
  tooLarge: "The image is larger than 5 MB.",
  notMultipart: "Please send the product as a form upload (multipart/form-data).",
  unreadable: "The upload could not be read. Please try again.",
  unexpectedFile: 'Send one image, in the form field "image".',
} as const

/** At most this many products in one import: a backup of a larger shop is split. */
export const MAX_IMPORT_PRODUCTS = 5000

/** POST /api/products-backup. */
export const BACKUP_ERRORS = {
  notABackup: "Please send a products backup: the JSON file from Download Backup.",
  tooMany: `A backup can hold at most ${MAX_IMPORT_PRODUCTS} products.`,
  handle: "A handle is one word without spaces, e.g. kampot-black-pepper.",
  handleTwice: "This handle is used by an earlier product in the backup.",
  status: 'Status must be "published" or "draft".',
} as const

/** The shipping calls' input (spec point 5's texts where the screens' checks have one). */
export const SHIPPING_INPUT_ERRORS = {
  orderId: "orderId must be an order number.",
  packageType: "Please select a package type.",
  rateId: "Please select a shipping rate.",
  weight: 'estimatedWeight must be a weight in pounds, e.g. "2".',
  dimensions: "dimensions must give length, width and height in inches.",
  orderItems: "orderItems must list the order's items with their quantity.",
  flatRate: "packageType must be a USPS flat-rate type: small_flat_rate_box, medium_flat_rate_box, large_flat_rate_box or flat_rate_envelope.",
  list: 'list must be "pending" or "shipped".',
  shippingList: 'list must be "pending", "shipped", "simple-pending" or "simple-shipped".',
  page: "page must be a whole number from 1 to 100000.",
  pageLimit: "limit must be a whole number from 1 to 100.",
  search: "search must be at most 100 characters.",
  allowUnverifiedPayment: "allowUnverifiedPayment must be true or false.",
} as const

/** The shipping calls' failures (spec point 8). */
export const SHIPPING_ERRORS = {
  ratesFailed: "Failed to get shipping rates.",
  labelFailed: "Failed to create shipping label.",
  noRates: "No shipping rates available for this package and destination.",
  unknownProvider: "Unknown shipping provider",
  statusFailed: "Failed to update order status",
  labelExists: "Label Already Created",
  /** A label or Ship for an order whose payment staff have not verified (desk payment status not paid), without `allowUnverifiedPayment: true`. */
  paymentNotVerified: "The payment is not verified yet.",
  /** A label or Ship for a card order paid in the offline sandbox (a test card, no money), without `allowUnverifiedPayment: true`. */
  sandboxPayment: "This order was paid with a test card in the card sandbox: no real money was charged. Do not ship it unless it is a test.",
  /** A label or Ship for a closed order (the contract's shippingRefusal): never shipped, whatever staff allow. */
  orderCancelled: "This order was cancelled: it cannot be shipped.",
  paymentRejected: "The payment for this order was rejected: it cannot be shipped.",
  paymentRefunded: "The payment for this order was refunded in full: it cannot be shipped.",
  /** The order's estimated parcel is heavier than the chosen package takes (spec point 9's limits). */
  overPackageLimit: "The parcel is over this package's weight limit. Choose a bigger package.",
} as const

/** Medusa's admin widgets' own calls (/admin/shop). */
export const ADMIN_SHOP_ERRORS = {
  handled: "handled must be true or false.",
  handledQuery: 'handled must be "true" or "false".',
} as const

/** The e-mail outbox (GET /api/notifications, /admin/shop/notifications and their resend). */
export const NOTIFICATION_ERRORS = {
  notFound: "There is no such message in the outbox.",
  status: 'status must be "sent", "failure" or "pending".',
  orderNumber: "orderNumber must be a whole number.",
  noRecipient: "This message has no recipient to send it to.",
} as const

/**
 * 429 on the public writes (POST /api/orders, /api/contact, /api/create-payment-link; Medusa's
 * /store writes answer `client` in Medusa's shape): per client address and per target e-mail.
 */
export const LIMIT_ERRORS = {
  client: "Too many requests from your connection. Please wait a while and try again.",
  email: "Too many requests for this e-mail address. Please wait a while and try again.",
} as const

/** The shop's settings (PUT /admin/shop/settings, GET /api/shop-facts; issue 27 point 9). */
export const SHOP_SETTINGS_ERRORS = {
  notText: "Please enter text here.",
  unknownField: "This is not one of the shop's settings.",
  tooLong: "Please keep this under 200 characters.",
  lineTooLong: "Please keep this under 300 characters.",
  titleTooLong: "Please keep a page's title under 120 characters.",
  bodyTooLong: "Please keep a page under 20,000 characters.",
  html: "Please write plain text: HTML tags are not allowed (use a blank line between paragraphs, - for a list, ## for a heading).",
  email: "Please enter a valid e-mail address, or leave it empty for the default.",
  phone: "Please enter a phone number with at least 7 digits, or leave it empty for the default.",
  zip: "Please enter a 5-digit ZIP code (or ZIP+4), or leave it empty for the default.",
  state: "Please keep the state under 50 characters.",
  lang: 'lang must be "en" or "km".',
} as const

/** Every group of texts by the first part of its codes. */
export const ERROR_GROUPS = {
  request: REQUEST_ERRORS,
  auth: AUTH_ERRORS,
  contact: CONTACT_ERRORS,
  order: ORDER_ERRORS,
  orderStatus: ORDER_STATUS_ERRORS,
  staffOrder: STAFF_ORDER_ERRORS,
  payment: PAYMENT_LINK_ERRORS,
  abaQr: ABA_QR_ERRORS,
  product: PRODUCT_ERRORS,
  image: IMAGE_ERRORS,
  backup: BACKUP_ERRORS,
  shippingInput: SHIPPING_INPUT_ERRORS,
  shipping: SHIPPING_ERRORS,
  adminShop: ADMIN_SHOP_ERRORS,
  notification: NOTIFICATION_ERRORS,
  limit: LIMIT_ERRORS,
  print: PRINT_ERRORS,
  shopSettings: SHOP_SETTINGS_ERRORS,
  /** The orders list's filters, summary and export (issue 27); `unknownFilter` carries `params.name`. */
  orderQuery: ORDER_QUERY_ERRORS,
  user: USER_ERRORS,
  /** The storefront's paged catalog reads (GET /api/catalog/products, issue 28). */
  catalog: CATALOG_ERRORS,
} as const

type Groups = typeof ERROR_GROUPS
/** The code of one of the texts above. */
export type TextErrorCode = { [G in keyof Groups]: `${G & string}.${keyof Groups[G] & string}` }[keyof Groups]

/**
 * Codes whose text carries numbers (sent in `params`), so no fixed text: `auth.locked` with
 * `params.minutes` ("Too many failed sign-in attempts. Please try again in 15 minutes.").
 */
export const PARAM_ERROR_CODES = ["auth.locked", "role.forbidden", "role.unknown", "role.medusaReadOnly"] as const

/** The code of a failure whose text is not one of the above (a product's name in it, say): by HTTP status. */
export const STATUS_ERROR_CODES = {
  400: "request.invalid",
  401: "auth.required",
  403: "auth.forbidden",
  404: "request.notFound",
  409: "request.conflict",
  413: "request.tooLarge",
  429: "request.tooMany",
  502: "request.upstream",
  503: "request.unavailable",
  504: "request.upstreamTimeout",
} as const

export type ErrorCode = TextErrorCode | (typeof PARAM_ERROR_CODES)[number] | (typeof STATUS_ERROR_CODES)[keyof typeof STATUS_ERROR_CODES]

/** code → English text, for every text above. */
export const ERROR_TEXTS = Object.fromEntries(
  Object.entries(ERROR_GROUPS).flatMap(([group, texts]) => Object.entries(texts).map(([key, text]) => [`${group}.${key}`, text]))
) as Record<TextErrorCode, string>

let byText: Map<string, TextErrorCode> | undefined

/**
 * The code of one of the contract's texts, for the server's answers: exactly the text, or the text
 * followed by ": " and more (e.g. "Failed to update order status: Medusa could not …"). Undefined
 * for any other text. Clients never need this: they read `code`.
 */
export function errorCodeOfText(text: string | null | undefined): TextErrorCode | undefined {
  if (!text) return undefined
  byText ??= new Map(Object.entries(ERROR_TEXTS).map(([code, t]) => [t, code as TextErrorCode]))
  const exact = byText.get(text)
  if (exact) return exact
  const colon = text.indexOf(": ")
  return colon > 0 ? byText.get(text.slice(0, colon)) : undefined
}

/** The code for an HTTP status when the text has none (a 5xx without its own: request.serverError, whose text every 500 answers). */
export function errorCodeOfStatus(status: number): ErrorCode {
  const known = STATUS_ERROR_CODES[status as keyof typeof STATUS_ERROR_CODES]
  if (known) return known
  return status >= 500 ? "request.serverError" : STATUS_ERROR_CODES[400]
}

/** One rejected input field, in the order the form shows them. */
export type LegacyFieldError = { field: string; message: string }

/**
 * The legacy error shape of every failed /api (and /admin/shop) call: the spec's `error` text (some
 * clients read `message`), the stable `code` to translate, `params` for a text with numbers in it,
 * and every bad field of a validation failure (the first one's text and code are the body's).
 */
export type LegacyErrorBody = {
  error: string
  message: string
  code: ErrorCode
  params?: Record<string, string | number>
  errors?: LegacyFieldError[]
}

/** What a client can read from any failed call's JSON body (the shipping calls add `details`: Shippo's own words). */
export type ErrorInfo = { code: ErrorCode | null; text: string | null; details: string | null; params: Record<string, string | number> }

const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null)

/** The code, text, details and params of a failed call's body (a parsed object or its raw text). */
export function readErrorBody(body: unknown): ErrorInfo {
  let data = body
  if (typeof body === "string") {
    try {
      data = JSON.parse(body)
    } catch {
      return { code: null, text: str(body), details: null, params: {} }
    }
  }
  if (!data || typeof data !== "object") return { code: null, text: null, details: null, params: {} }
  const o = data as Record<string, unknown>
  const params = o.params && typeof o.params === "object" ? (o.params as Record<string, string | number>) : {}
  return { code: (str(o.code) as ErrorCode | null) ?? null, text: str(o.error) ?? str(o.message), details: str(o.details), params }
}

/**
 * What a client shows for a failure: the words it has for the failure's code (`wordsFor(code,
 * params)`, e.g. an i18n lookup; undefined when it has none), followed by whatever the server said
 * after the code's own text ("Failed to update order status: Medusa could not …" keeps ": Medusa
 * could not …", which no table can translate); the server's text when the client has no words for
 * the code; null when the server said nothing.
 */
export function describeError(
  info: Pick<ErrorInfo, "code" | "text" | "params">,
  wordsFor: (code: ErrorCode, params: Record<string, string | number>) => string | undefined
): string | null {
  const words = info.code ? wordsFor(info.code, info.params) : undefined
  if (words === undefined) return info.text
  const own = info.code ? ERROR_TEXTS[info.code as TextErrorCode] : undefined
  const rest = own && info.text && info.text.length > own.length && info.text.startsWith(`${own}: `) ? info.text.slice(own.length) : ""
  return words + rest
}
