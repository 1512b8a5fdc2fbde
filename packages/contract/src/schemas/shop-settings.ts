import { z } from "zod"
import { SHOP_SETTINGS_ERRORS as E } from "../errors.js"
import { SHOP_LANGS, SHOP_SETTINGS_LIMITS, type ShopPageKey } from "../shop-settings-keys.js"

const HTML_TAG = /<\/?[a-z!][^>]*>/i

const text = (max: number, tooLong: string) =>
  z
    .string({ error: E.notText })
    .trim()
    .max(max, tooLong)
    .refine((s) => !HTML_TAG.test(s), E.html)

const short = () => text(SHOP_SETTINGS_LIMITS.short, E.tooLong)
const line = () => text(SHOP_SETTINGS_LIMITS.line, E.lineTooLong)
const localized = (field: () => z.ZodType<string>) => z.strictObject({ en: field().default(""), km: field().default("") }, { error: E.unknownField })

const email = () =>
  short().refine((s) => s === "" || z.email().safeParse(s).success, E.email)
const phone = () =>
  text(40, E.phone).refine((s) => s === "" || s.replace(/\D/g, "").length >= 7, E.phone)
const zip = () => text(10, E.zip).refine((s) => s === "" || /^\d{5}(-\d{4})?$/.test(s), E.zip)
const state = () => text(50, E.state)

const address = () =>
  z.strictObject(
    { street: short().default(""), city: short().default(""), state: state().default(""), zip: zip().default("") },
    { error: E.unknownField }
  )

const page = () =>
  z.strictObject(
    {
      title: localized(() => text(SHOP_SETTINGS_LIMITS.pageTitle, E.titleTooLong)).default({ en: "", km: "" }),
      body: localized(() => text(SHOP_SETTINGS_LIMITS.pageBody, E.bodyTooLong)).default({ en: "", km: "" }),
    },
    { error: E.unknownField }
  )

const EMPTY_L = { en: "", km: "" }
const EMPTY_ADDRESS = { street: "", city: "", state: "", zip: "" }
const EMPTY_PAGE = { title: EMPTY_L, body: EMPTY_L }

/**
 * The body of PUT /admin/shop/settings: the whole form (absent fields are empty, i.e. the default).
 * Unknown fields, HTML tags, texts over their bound and malformed e-mails, phones and ZIP codes are
 * refused (400) with the field's path.
 */
export const AdminPutShopSettings = z.strictObject(
  {
    name: localized(short).default(EMPTY_L),
    address: address().default(EMPTY_ADDRESS),
    phone: phone().default(""),
    email: email().default(""),
    hours: z
      .strictObject({ contact: localized(line).default(EMPTY_L), footer: localized(line).default(EMPTY_L) }, { error: E.unknownField })
      .default({ contact: EMPTY_L, footer: EMPTY_L }),
    shipFrom: z
      .strictObject(
        { name: short().default(""), ...address().shape, phone: phone().default(""), email: email().default("") },
        { error: E.unknownField }
      )
      .default({ name: "", ...EMPTY_ADDRESS, phone: "", email: "" }),
    banner: localized(line).default(EMPTY_L),
    pages: z
      .strictObject(
        {
          faq: page().default(EMPTY_PAGE),
          delivery: page().default(EMPTY_PAGE),
          terms: page().default(EMPTY_PAGE),
          privacy: page().default(EMPTY_PAGE),
          returns: page().default(EMPTY_PAGE),
        } satisfies Record<ShopPageKey, unknown>,
        { error: E.unknownField }
      )
      .default({ faq: EMPTY_PAGE, delivery: EMPTY_PAGE, terms: EMPTY_PAGE, privacy: EMPTY_PAGE, returns: EMPTY_PAGE }),
  },
  { error: E.unknownField }
)

/** What an admin saved (every field present, empty meaning "the default"). */
export type ShopSettings = z.output<typeof AdminPutShopSettings>
export type ShopSettingsInput = z.input<typeof AdminPutShopSettings>

/** Nothing saved: every field empty. */
export const emptyShopSettings = (): ShopSettings => AdminPutShopSettings.parse({})

/** `?lang=` of GET /api/shop-facts: en, km or absent (both). */
export const ApiShopFactsQuery = z.object({
  lang: z.enum(SHOP_LANGS, { error: E.lang }).optional(),
})
