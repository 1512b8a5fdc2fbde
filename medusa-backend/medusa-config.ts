import { ContainerRegistrationKeys, defineConfig, loadEnv, Modules } from "@medusajs/framework/utils"
// The shop's modules and providers live in the compat-api plugin (compat-api/src/modules, src/providers),
// next to the workflows that use them; this file only gives them their options.
import { manualPaymentOptions } from "compat-api/providers/payment-manual"
import { shippoOptionsFromEnv } from "compat-api/shipping/shippo-provider"
import { FEED_NOTIFICATION_PROVIDER, notificationProviderFromEnv } from "compat-api/providers/notification-smtp"
import { fileProviderFromEnv, localFileUrl } from "compat-api/files/file-provider"
import { httpSecrets } from "compat-api/staff/http-secrets"
import { adminViteConfig } from "./src/utils/admin-vite"

loadEnv(process.env.NODE_ENV || "development", process.cwd())

const redisUrl = process.env.REDIS_URL || undefined
const workerMode = (process.env.MEDUSA_WORKER_MODE || "shared") as
  | "shared"
  | "server"
  | "worker"

// CORS defaults when STORE_CORS / ADMIN_CORS / AUTH_CORS are not set. In development: the storefront
// server, Vite's dev server (:5173) and Medusa's own port. Outside development only the shop's own
// origins (STOREFRONT_URL, default http://localhost:8000, and Medusa's public URL), never a dev origin.
const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}
const isDevelopment = (process.env.NODE_ENV || "development").startsWith("dev")
const localOrigins = isDevelopment
  ? ["http://localhost:8000", "http://127.0.0.1:8000", "http://localhost:5173", "http://localhost:9000"]
  : [
      ...new Set(
        [
          originOf(process.env.STOREFRONT_URL || "http://localhost:8000"),
          originOf(process.env.MEDUSA_BACKEND_URL || "http://localhost:9000"),
        ].filter((o): o is string => Boolean(o))
      ),
    ]
const cors = (name: string) => process.env[name] || localOrigins.join(",")

// Medusa marks the session cookie Secure in production; over plain http://localhost the browser
// would drop it and every sign-in would silently fail. Only ask for Secure when the public URL is
// really https (behind a proxy that sets X-Forwarded-Proto, see `trust proxy` below).
const publicUrl = process.env.MEDUSA_BACKEND_URL || "http://localhost:9000"
const secureCookies =
  process.env.COOKIE_SECURE !== undefined
    ? process.env.COOKIE_SECURE === "true"
    : publicUrl.startsWith("https://")

// Files (product images, uploads, labels) go to the S3 bucket when S3_BUCKET is set (AWS S3, R2,
// MinIO; the S3_* variables), else to the local folder Medusa serves under /static. fileBaseUrl is
// that local URL in both modes: the read model turns its URLs (files uploaded before S3, the seed's)
// into /static paths the storefront server forwards; S3 files keep their absolute public URL.
const fileBaseUrl = localFileUrl({ ...process.env, MEDUSA_BACKEND_URL: publicUrl })
const fileProvider = fileProviderFromEnv()

// Card payments (Stripe Checkout Sessions). Without STRIPE_API_KEY the shop runs its offline sandbox
// checkout page; STRIPE_API_HOST/PORT/PROTOCOL point the official SDK at a local fake in tests.
const stripeCheckoutOptions = {
  apiKey: process.env.STRIPE_API_KEY || undefined,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || undefined,
  host: process.env.STRIPE_API_HOST || undefined,
  port: process.env.STRIPE_API_PORT ? Number(process.env.STRIPE_API_PORT) : undefined,
  protocol: (process.env.STRIPE_API_PROTOCOL || undefined) as "http" | "https" | undefined,
}

// Shipping rates and labels (Shippo). Without SHIPPO_API_KEY the shop runs its offline sandbox
// (published USPS flat-rate prices, sample labels); SHIPPO_API_URL points the SDK at a local fake
// in tests and benchmarks. The shipping module and the `shippo` fulfillment provider share them.
const shippoOptions = shippoOptionsFromEnv()

// While Redis restarts, a request must not wait for it without end: the clients that requests wait
// on (the session store, the cache, locks) give up after a moment and the request is answered 503
// (compat-api/src/availability). The event bus and the workflow engine keep BullMQ's settings (their
// scheduled jobs and workers must not time out); the shop's intake does not wait on them, and
// REQUEST_DEADLINE_MS bounds what does.
const redisRequestOptions = { commandTimeout: Number(process.env.REDIS_COMMAND_TIMEOUT_MS) || 2_000 }

const redisModules = redisUrl
  ? [
      { resolve: "@medusajs/medusa/event-bus-redis", options: { redisUrl } },
      { resolve: "@medusajs/medusa/cache-redis", options: { redisUrl, redisOptions: redisRequestOptions } },
      {
        resolve: "@medusajs/medusa/workflow-engine-redis",
        options: { redis: { redisUrl } },
      },
      {
        resolve: "@medusajs/medusa/locking",
        options: {
          providers: [
            {
              resolve: "@medusajs/medusa/locking-redis",
              id: "locking-redis",
              is_default: true,
              options: { redisUrl, redisOptions: redisRequestOptions },
            },
          ],
        },
      },
    ]
  : []

// Staff may also sign in with Google when both are set (only e-mails on STAFF_GOOGLE_EMAILS that
// belong to a Medusa user get in; see compat-api /api/auth/google). Google sends staff back to the
// storefront's /api/auth/google/callback.
const googleAuth =
  process.env.GOOGLE_CLIENT_ID && process.env.GOOGLE_CLIENT_SECRET
    ? {
        clientId: process.env.GOOGLE_CLIENT_ID,
        clientSecret: process.env.GOOGLE_CLIENT_SECRET,
        callbackUrl:
          process.env.GOOGLE_CALLBACK_URL ||
          `${(process.env.STOREFRONT_URL || "http://localhost:8000").replace(/\/$/, "")}/api/auth/google/callback`,
      }
    : undefined
const authModule = googleAuth
  ? [
      {
        resolve: "@medusajs/medusa/auth",
        dependencies: [Modules.CACHE, ContainerRegistrationKeys.LOGGER],
        options: {
          providers: [
            { resolve: "@medusajs/medusa/auth-emailpass", id: "emailpass" },
            { resolve: "@medusajs/medusa/auth-google", id: "google", options: googleAuth },
          ],
        },
      },
    ]
  : []

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    redisUrl,
    // the session store's Redis client (Medusa's express loader)
    redisOptions: redisRequestOptions,
    workerMode,
    http: {
      storeCors: cors("STORE_CORS"),
      adminCors: cors("ADMIN_CORS"),
      authCors: cors("AUTH_CORS"),
      // JWT_SECRET, COOKIE_SECRET: required in production (a missing or well-known one stops the
      // server, naming it); elsewhere Medusa's development default (compat-api/src/staff/http-secrets.ts).
      ...httpSecrets(),
      // JSON answers (the catalog is ~26 KB) go out compressed when the client accepts it (Medusa's
      // default is off); the storefront server and nginx pass them through as they are.
      compression: { enabled: true },
      ...(googleAuth ? { authMethodsPerActor: { user: ["emailpass", "google"], customer: ["emailpass"] } } : {}),
    },
    cookieOptions: {
      secure: secureCookies,
      sameSite: "lax",
    },
  },
  admin: {
    disable: process.env.DISABLE_MEDUSA_ADMIN === "true" || workerMode === "worker",
    backendUrl: process.env.MEDUSA_BACKEND_URL,
    // The sign-in page's link to the shop's back office (admin-extensions' medusa-admin-refusal widget).
    storefrontUrl: process.env.STOREFRONT_URL || "http://localhost:8000",
    // The admin extensions share the dashboard's react-query, i18n and router (src/utils/admin-vite.ts).
    vite: adminViteConfig,
  },
  featureFlags: {
    translation: true,
  },
  plugins: [
    { resolve: "compat-api", options: { fileBaseUrl } },
    { resolve: "admin-extensions", options: {} },
  ],
  modules: [
    ...authModule,
    { resolve: "@medusajs/medusa/translation" },
    // The plugin registers its modules by itself (with the plugin's options); these entries, under the
    // same keys, replace them so each module gets its own options and dependencies.
    { resolve: "compat-api/modules/contact" },
    { resolve: "compat-api/card-payment/checkout-module", options: stripeCheckoutOptions },
    { resolve: "compat-api/modules/order-desk" },
    // Rates and labels for the shipping screens and the shippo provider; labels go to the file module.
    { resolve: "compat-api/shipping/module", dependencies: [Modules.FILE], options: shippoOptions },
    {
      resolve: "@medusajs/medusa/fulfillment",
      options: {
        providers: [
          { resolve: "@medusajs/medusa/fulfillment-manual", id: "manual" },
          // shippo_shippo: Standard Delivery's fulfillments; buys the label staff chose (seed-shop.ts).
          { resolve: "compat-api/shipping/shippo-provider", id: "shippo", options: shippoOptions },
        ],
      },
    },
    {
      resolve: "@medusajs/medusa/payment",
      // The card provider reads the sandbox sessions from the card-checkout module: Medusa registers a
      // dependency in the payment module's own container, which is what its providers see.
      dependencies: ["cardCheckout"],
      options: {
        providers: [
          // Cash App, Venmo, Zelle, PayPal, ABA: pp_{method}_manual, awaiting staff verification.
          { resolve: "compat-api/providers/payment-manual", id: "manual", options: manualPaymentOptions() },
          // Card: Stripe Checkout Sessions, pp_stripe-checkout_stripe (sandbox page without STRIPE_API_KEY).
          { resolve: "compat-api/card-payment/stripe-provider", id: "stripe", options: stripeCheckoutOptions },
        ],
      },
    },
    // The shop's e-mail (order received, staff copies): through SMTP_URL's server, or, without it,
    // only recorded in the notification table (outbox). One provider for the "email" channel; the
    // "feed" channel is Medusa admin's notification feed (exports and imports report there).
    {
      resolve: "@medusajs/medusa/notification",
      options: { providers: [notificationProviderFromEnv(), { ...FEED_NOTIFICATION_PROVIDER, options: { channels: [...FEED_NOTIFICATION_PROVIDER.options.channels] } }] },
    },
    {
      resolve: "@medusajs/medusa/file",
      options: {
        providers: [
          // One provider: S3 (S3_BUCKET) or the local folder (FILE_UPLOAD_DIR), labels kept private in both.
          fileProvider,
        ],
      },
    },
    ...redisModules,
  ],
})
