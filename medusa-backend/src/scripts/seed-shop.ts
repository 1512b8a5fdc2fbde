import { DELIVERY_FEE_HIGH, DELIVERY_FEE_LOW, DELIVERY_FEE_THRESHOLD, shopFacts } from "@shop/contract"
import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, ProductStatus } from "@medusajs/framework/utils"
import {
  createApiKeysWorkflow,
  createProductCategoriesWorkflow,
  createProductsWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  createTaxRegionsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  updateRegionsWorkflow,
  updateShippingOptionsWorkflow,
  updateStoresWorkflow,
  uploadFilesWorkflow,
} from "@medusajs/medusa/core-flows"
import { PRODUCTS, STORE_CATEGORIES, TOP_CATEGORIES, type SeedCategory } from "./catalog-data"
import { productArt } from "./product-art"
import { CATALOG_RANK_KEY } from "compat-api/catalog/menu-item-mapper"
import { UNCHECKED_PROVIDER_IDS } from "compat-api/card-payment/store-payment-guard"

/**
 * The shop's base data, created once: every step looks for what it would create and skips it when
 * present, so running the seed again changes nothing.
 */
export const SHOP = {
  storeName: "Cambodian Heritage Market",
  salesChannel: "Default Sales Channel",
  region: "United States",
  stockLocation: "Family warehouse (Long Beach, CA)",
  fulfillmentSet: "US delivery",
  serviceZone: "United States",
  deliveryOption: "Standard Delivery",
  publishableKeyTitle: "Storefront",
  khmerLocale: { code: "km-KH", name: "Khmer (Cambodia)" },
} as const

/** The Shippo fulfillment provider (medusa-config.ts: identifier "shippo", id "shippo"): buys the labels. */
export const SHIPPO_PROVIDER_ID = "shippo_shippo"

/** Delivery fee (spec point 9; the contract's fee rule): $0 for an empty cart, $10 below $150, $15 at $150 or more. */
export const DELIVERY_FEE_PRICES = [
  { currency_code: "usd", amount: DELIVERY_FEE_LOW },
  {
    currency_code: "usd",
    amount: DELIVERY_FEE_HIGH,
    rules: [{ attribute: "item_total", operator: "gte" as const, value: DELIVERY_FEE_THRESHOLD }],
  },
  {
    currency_code: "usd",
    amount: 0,
    rules: [{ attribute: "item_total", operator: "eq" as const, value: 0 }],
  },
]

export type SeedResult = {
  publishableKey: string
  regionId: string
  salesChannelId: string
  created: string[]
}

export async function seedShop(container: MedusaContainer): Promise<SeedResult> {
  const logger = container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  const created: string[] = []
  const note = (what: string) => {
    created.push(what)
    logger.info(`seed: created ${what}`)
  }

  const salesChannel = await ensureSalesChannel(container, note)
  // the locale must exist before the store can list it
  await ensureKhmerLocale(container, note)
  await ensureStore(container, salesChannel.id, note)
  const region = await ensureRegion(container, note)
  await ensureTaxRegion(container, note)
  const shippingProfileId = await ensureShippingProfile(container, note)
  await ensureDelivery(container, salesChannel.id, shippingProfileId, note)
  const publishableKey = await ensurePublishableKey(container, salesChannel.id, note)
  const categoryIds = await ensureCategories(container, note)
  await ensureProducts(container, { salesChannelId: salesChannel.id, shippingProfileId, categoryIds }, note)
  await ensureKhmerProductDetails(container, note)

  if (!created.length) {
    logger.info("seed: nothing to do, the shop is already seeded")
  }
  return { publishableKey, regionId: region.id, salesChannelId: salesChannel.id, created }
}

type Note = (what: string) => void

async function ensureSalesChannel(container: MedusaContainer, note: Note) {
  const service = container.resolve(Modules.SALES_CHANNEL)
  const [existing] = await service.listSalesChannels({ name: SHOP.salesChannel })
  if (existing) {
    return existing
  }
  const { result } = await createSalesChannelsWorkflow(container).run({
    input: { salesChannelsData: [{ name: SHOP.salesChannel }] },
  })
  note("sales channel")
  return result[0]
}

async function ensureStore(container: MedusaContainer, salesChannelId: string, note: Note) {
  const storeService = container.resolve(Modules.STORE)
  const [store] = await storeService.listStores({}, { relations: ["supported_currencies", "supported_locales"] })
  const hasUsd = store.supported_currencies?.some((c) => c.currency_code === "usd" && c.is_default)
  const locales = (store.supported_locales ?? []).map((l) => l.locale_code)
  const hasLocales = locales.includes("en-US") && locales.includes(SHOP.khmerLocale.code)
  if (hasUsd && hasLocales && store.default_sales_channel_id === salesChannelId && store.name === SHOP.storeName) {
    return
  }
  await updateStoresWorkflow(container).run({
    input: {
      selector: { id: store.id },
      update: {
        name: SHOP.storeName,
        supported_currencies: [{ currency_code: "usd", is_default: true }],
        supported_locales: [{ locale_code: "en-US" }, { locale_code: SHOP.khmerLocale.code }],
        default_sales_channel_id: salesChannelId,
      } as any,
    },
  })
  note("store settings (USD, en-US and km-KH, default sales channel)")
}

/**
 * Every payment provider registered in medusa-config.ts whose money the shop can check (the manual
 * methods, verified by staff; the card provider, verified with Stripe): a provider added later is
 * enabled on the next start, since the seed runs at every `npm start`. Never Medusa's built-in
 * pp_system_default (UNCHECKED_PROVIDER_IDS): it authorizes any payment at once with no money
 * behind it (issue 24, point 6), so the seed leaves it out and takes it off an existing region;
 * the store API refuses it even if a merchant adds it back. Medusa's admin still uses it for
 * "mark as paid", which needs no region.
 */
async function paymentProviderIds(container: MedusaContainer): Promise<string[]> {
  const providers = await container.resolve(Modules.PAYMENT).listPaymentProviders({ is_enabled: true })
  return [...new Set(providers.map((p) => p.id))].filter((id) => !UNCHECKED_PROVIDER_IDS.includes(id)).sort()
}

async function ensureRegion(container: MedusaContainer, note: Note) {
  const service = container.resolve(Modules.REGION)
  const providerIds = await paymentProviderIds(container)
  const [existing] = await service.listRegions({ name: SHOP.region })
  if (existing) {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "region",
      fields: ["id", "payment_providers.id"],
      filters: { id: existing.id },
    })
    const enabled = new Set<string>((data[0]?.payment_providers ?? []).flatMap((p) => (p?.id ? [p.id] : [])))
    const missing = providerIds.filter((id) => !enabled.has(id))
    const unchecked = [...enabled].filter((id) => UNCHECKED_PROVIDER_IDS.includes(id))
    if (missing.length || unchecked.length) {
      const kept = [...enabled].filter((id) => !UNCHECKED_PROVIDER_IDS.includes(id))
      await updateRegionsWorkflow(container).run({
        input: { selector: { id: existing.id }, update: { payment_providers: [...kept, ...missing] } },
      })
      if (missing.length) note(`payment providers on the US region (${missing.join(", ")})`)
      if (unchecked.length) note(`US region without ${unchecked.join(", ")} (no money behind it)`)
    }
    return existing
  }
  const { result } = await createRegionsWorkflow(container).run({
    input: {
      regions: [
        {
          name: SHOP.region,
          currency_code: "usd",
          countries: ["us"],
          automatic_taxes: false,
          payment_providers: providerIds,
        },
      ],
    },
  })
  note("US region")
  return result[0]
}

/** The shop charges no sales tax: a US tax region with no rates, so item_total is the pre-tax sum. */
async function ensureTaxRegion(container: MedusaContainer, note: Note) {
  const service = container.resolve(Modules.TAX)
  const existing = await service.listTaxRegions({ country_code: "us" })
  if (existing.length) {
    return
  }
  await createTaxRegionsWorkflow(container).run({
    input: [{ country_code: "us", provider_id: "tp_system" }],
  })
  note("US tax region (tax-free)")
}

async function ensureShippingProfile(container: MedusaContainer, note: Note): Promise<string> {
  const service = container.resolve(Modules.FULFILLMENT)
  const [existing] = await service.listShippingProfiles({ type: "default" })
  if (existing) {
    return existing.id
  }
  const { result } = await createShippingProfilesWorkflow(container).run({
    input: { data: [{ name: "Default Shipping Profile", type: "default" }] },
  })
  note("shipping profile")
  return result[0].id
}

async function ensureDelivery(
  container: MedusaContainer,
  salesChannelId: string,
  shippingProfileId: string,
  note: Note
) {
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const stockLocations = container.resolve(Modules.STOCK_LOCATION)
  const fulfillment = container.resolve(Modules.FULFILLMENT)

  let [location] = await stockLocations.listStockLocations({ name: SHOP.stockLocation })
  if (!location) {
    const { result } = await createStockLocationsWorkflow(container).run({
      input: {
        locations: [
          {
            name: SHOP.stockLocation,
            // Where parcels leave from: the label's ship-from (the contract's shop facts).
            address: (({ street1, city, state, zip }) => ({ address_1: street1, city, province: state, postal_code: zip, country_code: "us" }))(shopFacts(process.env).shipFrom),
          },
        ],
      },
    })
    location = result[0]
    await link.create({
      [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
      [Modules.FULFILLMENT]: { fulfillment_provider_id: "manual_manual" },
    })
    await linkSalesChannelsToStockLocationWorkflow(container).run({
      input: { id: location.id, add: [salesChannelId] },
    })
    note("stock location")
  }

  let [fulfillmentSet] = await fulfillment.listFulfillmentSets(
    { name: SHOP.fulfillmentSet },
    { relations: ["service_zones"] }
  )
  if (!fulfillmentSet) {
    fulfillmentSet = await fulfillment.createFulfillmentSets({
      name: SHOP.fulfillmentSet,
      type: "shipping",
      service_zones: [{ name: SHOP.serviceZone, geo_zones: [{ country_code: "us", type: "country" }] }],
    })
    await link.create({
      [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
      [Modules.FULFILLMENT]: { fulfillment_set_id: fulfillmentSet.id },
    })
    note("fulfillment set")
  }

  await ensureShippoOnLocation(container, location.id, note)

  const [option] = await fulfillment.listShippingOptions({ name: SHOP.deliveryOption })
  if (option) {
    if (option.provider_id !== SHIPPO_PROVIDER_ID) {
      // Only the provider changes: without `prices` the workflow leaves the 0 / 10 / 15 rules alone.
      await updateShippingOptionsWorkflow(container).run({
        input: [{ id: option.id, provider_id: SHIPPO_PROVIDER_ID }],
      })
      note(`delivery option's fulfillment provider (${SHIPPO_PROVIDER_ID})`)
    }
    return
  }
  await createShippingOptionsWorkflow(container).run({
    input: [
      {
        name: SHOP.deliveryOption,
        price_type: "flat",
        provider_id: SHIPPO_PROVIDER_ID,
        service_zone_id: fulfillmentSet.service_zones[0].id,
        shipping_profile_id: shippingProfileId,
        type: { label: "Standard", description: "Delivery in 1-3 business days.", code: "standard" },
        prices: DELIVERY_FEE_PRICES,
        rules: [
          { attribute: "enabled_in_store", value: "true", operator: "eq" },
          { attribute: "is_return", value: "false", operator: "eq" },
        ],
      },
    ],
  })
  note("delivery option (0 / 10 / 15)")
}

/** The stock location ships with the Shippo provider (labels), beside the manual one it was created with. */
async function ensureShippoOnLocation(container: MedusaContainer, locationId: string, note: Note) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "stock_location",
    fields: ["id", "fulfillment_providers.id"],
    filters: { id: locationId },
  })
  const providers = ((data[0] as any)?.fulfillment_providers ?? []).map((p: any) => p?.id)
  if (providers.includes(SHIPPO_PROVIDER_ID)) {
    return
  }
  await container.resolve(ContainerRegistrationKeys.LINK).create({
    [Modules.STOCK_LOCATION]: { stock_location_id: locationId },
    [Modules.FULFILLMENT]: { fulfillment_provider_id: SHIPPO_PROVIDER_ID },
  })
  note(`fulfillment provider ${SHIPPO_PROVIDER_ID} on the stock location`)
}

async function ensurePublishableKey(container: MedusaContainer, salesChannelId: string, note: Note) {
  const apiKeys = container.resolve(Modules.API_KEY)
  const [existing] = await apiKeys.listApiKeys({ type: "publishable", title: SHOP.publishableKeyTitle })
  if (existing) {
    return existing.token
  }
  const { result } = await createApiKeysWorkflow(container).run({
    input: { api_keys: [{ title: SHOP.publishableKeyTitle, type: "publishable", created_by: "" }] },
  })
  await linkSalesChannelsToApiKeyWorkflow(container).run({
    input: { id: result[0].id, add: [salesChannelId] },
  })
  note("publishable API key")
  return result[0].token
}

/** km-KH is not among the locales Medusa seeds, and no admin route creates one. */
async function ensureKhmerLocale(container: MedusaContainer, note: Note) {
  const translation = container.resolve(Modules.TRANSLATION)
  const existing = await translation.listLocales({ code: SHOP.khmerLocale.code })
  if (existing.length) {
    return
  }
  await translation.createLocales([{ ...SHOP.khmerLocale }])
  note("km-KH locale")
}

async function ensureCategories(container: MedusaContainer, note: Note) {
  const products = container.resolve(Modules.PRODUCT)
  const ids: Record<string, string> = {}
  for (const level of [TOP_CATEGORIES, STORE_CATEGORIES]) {
    const handles = level.map((c) => c.handle)
    const existing = await products.listProductCategories({ handle: handles })
    existing.forEach((c) => (ids[c.handle] = c.id))
    const missing = level.filter((c) => !ids[c.handle])
    if (!missing.length) {
      continue
    }
    const { result } = await createProductCategoriesWorkflow(container).run({
      input: {
        product_categories: missing.map((c) => ({
          name: c.name,
          handle: c.handle,
          description: c.description,
          is_active: true,
          rank: level.indexOf(c),
          parent_category_id: c.parent ? ids[c.parent] : null,
        })),
      },
    })
    result.forEach((c) => (ids[c.handle] = c.id))
    await ensureTranslations(
      container,
      "product_category",
      missing.map((c: SeedCategory) => ({
        id: ids[c.handle],
        fields: { name: c.nameKm, description: c.descriptionKm },
      }))
    )
    note(`${missing.length} categories`)
  }
  return ids
}

async function ensureProducts(
  container: MedusaContainer,
  ctx: { salesChannelId: string; shippingProfileId: string; categoryIds: Record<string, string> },
  note: Note
) {
  const productService = container.resolve(Modules.PRODUCT)
  const existing = await productService.listProducts(
    { handle: PRODUCTS.map((p) => p.handle) },
    { select: ["id", "handle"], withDeleted: true }
  )
  const known = new Set(existing.map((p) => p.handle))
  const missing = PRODUCTS.filter((p) => !known.has(p.handle))
  if (!missing.length) {
    return
  }

  const { result: files } = await uploadFilesWorkflow(container).run({
    input: {
      files: missing.map((p) => ({
        filename: `${p.handle}.svg`,
        mimeType: "image/svg+xml",
        content: Buffer.from(productArt(p)).toString("base64"),
        access: "public" as const,
      })),
    },
  })

  const { result } = await createProductsWorkflow(container).run({
    input: {
      products: missing.map((p, i) => {
        const parent = STORE_CATEGORIES.find((c) => c.handle === p.category)?.parent
        return {
          title: p.title,
          handle: p.handle,
          description: p.description,
          // the shop's Weight/Size and Additional Info: fields Medusa's Translation module translates
          subtitle: p.size,
          material: p.info,
          status: ProductStatus.PUBLISHED,
          thumbnail: files[i].url,
          images: [{ url: files[i].url }],
          weight: p.grams,
          shipping_profile_id: ctx.shippingProfileId,
          category_ids: [ctx.categoryIds[p.category], ...(parent ? [ctx.categoryIds[parent]] : [])],
          sales_channels: [{ id: ctx.salesChannelId }],
          metadata: {
            [CATALOG_RANK_KEY]: PRODUCTS.indexOf(p) + 1,
            is_new: !!p.isNew,
            is_popular: !!p.isPopular,
          },
          options: [{ title: "Size", values: [p.size] }],
          variants: [
            {
              title: p.size,
              sku: p.handle.toUpperCase().slice(0, 40),
              options: { Size: p.size },
              manage_inventory: false,
              prices: [{ currency_code: "usd", amount: p.price }],
            },
          ],
        }
      }),
    },
  })

  const byHandle = new Map(result.map((r) => [r.handle, r.id]))
  await ensureTranslations(
    container,
    "product",
    missing.map((p) => ({
      id: byHandle.get(p.handle)!,
      fields: { title: p.titleKm, description: p.descriptionKm, subtitle: p.sizeKm, material: p.infoKm },
    }))
  )
  note(`${missing.length} products with images and Khmer translations`)
}

/**
 * Shops seeded before the Khmer Weight/Size and Additional Info existed: the seeded products' km-KH
 * translations get them, where the English text is still the seed's (a text staff changed, or a
 * Khmer one staff cleared, is left alone).
 */
async function ensureKhmerProductDetails(container: MedusaContainer, note: Note) {
  const products = await container
    .resolve(Modules.PRODUCT)
    .listProducts({ handle: PRODUCTS.map((p) => p.handle) }, { select: ["id", "handle", "subtitle", "material"], take: null })
  const translation = container.resolve(Modules.TRANSLATION)
  const rows = await translation.listTranslations({
    reference: "product",
    reference_id: products.map((p) => p.id),
    locale_code: SHOP.khmerLocale.code,
  })
  const rowOf = new Map(rows.map((t) => [t.reference_id, t]))
  const seedOf = new Map(PRODUCTS.map((p) => [p.handle, p]))
  const updates = products.flatMap((product) => {
    const seed = seedOf.get(product.handle)!
    const row = rowOf.get(product.id)
    if (!row) {
      return []
    }
    const texts = { ...(row.translations as Record<string, unknown>) }
    if (texts.subtitle === undefined && product.subtitle === seed.size) texts.subtitle = seed.sizeKm
    if (texts.material === undefined && product.material === seed.info) texts.material = seed.infoKm
    const changed = texts.subtitle !== row.translations?.subtitle || texts.material !== row.translations?.material
    return changed ? [{ id: row.id, translations: texts }] : []
  })
  if (!updates.length) {
    return
  }
  await translation.updateTranslations(updates)
  note(`Khmer Weight/Size and Additional Info of ${updates.length} products`)
}

async function ensureTranslations(
  container: MedusaContainer,
  reference: string,
  rows: { id: string; fields: Record<string, string> }[]
) {
  const translation = container.resolve(Modules.TRANSLATION)
  const existing = await translation.listTranslations({
    reference,
    reference_id: rows.map((r) => r.id),
    locale_code: SHOP.khmerLocale.code,
  })
  const done = new Set(existing.map((t) => t.reference_id))
  const missing = rows.filter((r) => !done.has(r.id))
  if (!missing.length) {
    return
  }
  await translation.createTranslations(
    missing.map((r) => ({
      reference,
      reference_id: r.id,
      locale_code: SHOP.khmerLocale.code,
      translations: r.fields,
    }))
  )
}
