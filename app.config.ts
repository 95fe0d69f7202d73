/**
 * The app's typed configuration, read once from the environment and validated with valibot.
 * Every variable is documented in .env.example. Server-only: the browser receives `publicConfig()` only.
 */
import * as v from 'valibot'

const bool = (fallback: boolean) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform((s) => ['1', 'true', 'yes', 'on'].includes(s.trim().toLowerCase())),
  )
const int = (fallback: number) =>
  v.pipe(v.optional(v.string(), String(fallback)), v.transform(Number), v.integer(), v.minValue(0))
const optionalText = v.pipe(
  v.optional(v.string(), ''),
  v.transform((s) => s.trim()),
)

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value
  } catch {
    return false
  }
}

const EnvSchema = v.object({
  PORT: int(3000),
  HOST: v.optional(v.string(), '0.0.0.0'),
  /** Public origin of the shop, used for canonical URLs and absolute image URLs. Empty: taken from each request. */
  PUBLIC_URL: optionalText,
  /**
   * Behind reverse proxies or a CDN: `true` (one proxy) or the number of proxy hops we run. The client address is the
   * X-Forwarded-For entry that many from the right; -Proto/-Host are trusted. `false`/0: the socket address and scheme.
   */
  TRUST_PROXY: v.pipe(
    v.optional(v.string(), 'false'),
    v.transform((s) => s.trim().toLowerCase()),
    v.transform((s) =>
      ['1', 'true', 'yes', 'on'].includes(s)
        ? 1
        : ['', '0', 'false', 'no', 'off'].includes(s)
          ? 0
          : /^\d{1,2}$/.test(s)
            ? Number(s)
            : NaN,
    ),
    v.check((hops) => Number.isInteger(hops), 'TRUST_PROXY takes true, false or a number of proxy hops (1, 2, …)'),
  ),
  /** External CRMEB-compatible backend. Empty: the embedded API serves /api/front and /api/pc. */
  API_BASE_URL: optionalText,
  /** Browser origins of third-party header-token clients allowed to call /api (CORS), comma-separated. Empty: none. */
  CORS_ORIGINS: v.pipe(
    optionalText,
    v.transform((s) =>
      s
        .split(',')
        .map((o) => o.trim().replace(/\/+$/, '').toLowerCase())
        .filter(Boolean),
    ),
    v.check(
      (list) => list.every(isOrigin),
      'every entry must be an origin such as https://shop.example (scheme, host, optional port)',
    ),
  ),
  /** Does the upstream API_BASE_URL backend have our contract extensions: auto (ask it) | none (bare contract) | all. */
  API_EXTENSIONS: v.optional(v.picklist(['auto', 'none', 'all']), 'auto'),
  /** PostgreSQL connection string. Empty: embedded PGlite in DATA_DIR. */
  DATABASE_URL: optionalText,
  /**
   * A streaming replica of DATABASE_URL (decision 54): the catalogue's reads go to it once it has replayed the primary's
   * WAL as far as the request needs; everything else stays on the primary. Empty: every read on DATABASE_URL.
   */
  DATABASE_REPLICA_URL: optionalText,
  DATA_DIR: v.optional(v.string(), '.data/pglite'),
  /** PostgreSQL, request traffic: how long one statement may run, and a request may wait for a pooled connection (ms; 0: no limit). */
  DATABASE_STATEMENT_TIMEOUT_MS: int(5000),
  DATABASE_POOL_WAIT_MS: int(5000),
  /** Seed the demo marketplace when the database is empty. */
  SEED_DEMO: bool(true),
  DEFAULT_LOCALE: v.optional(v.picklist(['en', 'ru']), 'en'),
  /** year: 1-year cookie scoped to the host minus a `pc.` prefix. week: 7-day cookie at path /. */
  TOKEN_COOKIE: v.optional(v.picklist(['year', 'week']), 'week'),
  TOKEN_COOKIE_NAME: v.optional(v.string(), 'token'),
  /** How the token is sent upstream as `Authori-zation`: bare token or `Bearer <token>`. */
  AUTH_HEADER: v.optional(v.picklist(['bare', 'bearer']), 'bare'),
  CURRENCY_CODE: v.optional(v.string(), 'USD'),
  CURRENCY_SYMBOL: v.optional(v.string(), '$'),
  /** Exchange rates older than this many days are left out of GET /api/front/currency/rates and flagged by `ops rates list` (decision 34). */
  CURRENCY_RATE_MAX_AGE_DAYS: int(7),
  SUPPORT_URL: optionalText,
  SUPPORT_PHONE: optionalText,
  SUPPORT_EMAIL: optionalText,
  /** https origins whose H5 support site the chat panel may embed (CSP frame-src), comma-separated; others open in the tab. */
  SUPPORT_FRAME_ORIGINS: v.pipe(
    optionalText,
    v.transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
    v.check(
      (list) => list.every((o) => /^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(o)),
      'SUPPORT_FRAME_ORIGINS takes https origins like https://support.example.com',
    ),
  ),
  APP_DOWNLOAD_URL: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Tests and local fakes only: where the Stripe API lives (default https://api.stripe.com). */
  STRIPE_API_BASE: optionalText,
  /** PayPal REST API (Orders v2) credentials; without client id and secret the PayPal method is hidden. */
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  /** The id PayPal gave the webhook pointing at /api/front/pay/paypal/webhook (its signatures are verified with it). */
  PAYPAL_WEBHOOK_ID: optionalText,
  /** Where the PayPal API lives: https://api-m.paypal.com (live, the default) or https://api-m.sandbox.paypal.com. */
  PAYPAL_API_BASE: v.optional(v.string(), 'https://api-m.paypal.com'),
  /** Unpaid orders cancel themselves after this many minutes, returning stock, coupons and points. */
  ORDER_UNPAID_CANCEL_MINUTES: int(30),
  /** Shipped orders count as received after this many days (0: only the shopper confirms receipt). */
  ORDER_AUTO_RECEIVE_DAYS: int(10),
  /** A received, unused coupon ending within this many days gets one "coupon expiring" notice (0: none). */
  COUPON_EXPIRING_NOTICE_DAYS: int(3),
  /** Guest page cache (decision 16): seconds a guest page stays fresh (0 turns the cache off), then served stale while it re-renders. */
  GUEST_PAGE_CACHE_SECONDS: int(30),
  GUEST_PAGE_STALE_SECONDS: int(300),
  /**
   * `off` turns the page cache alone off: every page renders, while the shell's catalogue reads stay shared for
   * GUEST_PAGE_CACHE_SECONDS (a page nobody asked for before, as the bench's cache-off rows measure; decision 36).
   */
  GUEST_PAGE_CACHE: v.optional(v.picklist(['on', 'off']), 'on'),
  /**
   * `off` keeps cached pages as text only: each cached answer is gzipped as it streams, like a rendered page, instead
   * of the nonce being spliced into a page compressed once (src/server/page-cache/README.md).
   */
  GUEST_PAGE_GZIP: v.optional(v.picklist(['on', 'off']), 'on'),
  /** Campaign attribution (decision 22): days the first-touch cookie lives (0: until the browser closes). */
  ATTRIBUTION_COOKIE_DAYS: int(30),
  /** How e-mail and SMS codes leave: `outbox` (a table + the server log; the default) or `smtp` (e-mail via SMTP_URL). */
  MESSAGE_SENDER: v.optional(v.picklist(['outbox', 'smtp']), 'outbox'),
  SMTP_URL: optionalText,
  MAIL_FROM: v.optional(v.string(), 'Crossborder Market <no-reply@shop.example>'),
  /** Social sign-in credentials; without them the icons are hidden. */
  TWITTER_CONSUMER_KEY: optionalText,
  TWITTER_CONSUMER_SECRET: optionalText,
  /** Facebook Login: the app id (browser SDK) and secret (the server checks access tokens with debug_token). */
  FACEBOOK_APP_ID: optionalText,
  FACEBOOK_APP_SECRET: optionalText,
  /** Where the Graph API lives (tests: a local fake). */
  FACEBOOK_GRAPH_BASE: v.optional(v.string(), 'https://graph.facebook.com'),
  /** Google Identity Services: the OAuth client id id tokens must be issued for (their audience). */
  GOOGLE_CLIENT_ID: optionalText,
  /** Google's signing keys (JWKS; tests: a local fake). */
  GOOGLE_JWKS_URL: v.optional(v.string(), 'https://www.googleapis.com/oauth2/v3/certs'),
  /** Where uploaded images are stored on disk, and the size limit of one image. */
  UPLOAD_DIR: v.optional(v.string(), '.data/uploads'),
  UPLOAD_MAX_BYTES: int(5 * 1024 * 1024),
  /** Bytes one account may upload in a rolling day (0: no quota). */
  UPLOAD_DAILY_BYTES: int(100 * 1024 * 1024),
  /** Support chat: open streams one account, and one address, may hold on one app server (more are refused). */
  CHAT_STREAMS_PER_ACCOUNT: v.pipe(int(5), v.minValue(1)),
  CHAT_STREAMS_PER_ADDRESS: v.pipe(int(20), v.minValue(1)),
  /** Multiplies every sign-in and code rate limit (test servers that sign the same shopper in many times). */
  RATE_LIMIT_SCALE: v.pipe(v.optional(v.string(), '1'), v.transform(Number), v.integer(), v.minValue(1)),
  LOG_LEVEL: v.optional(v.picklist(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
  /**
   * The image captcha (docs/spec.md §2.69 (#spec-2-69), the login dialog's captcha variant): after this many failed
   * sign-ins or code requests for one e-mail or phone, or from one address, within 15 minutes, those forms also need
   * the characters of a picture (`GET /api/front/captcha/image`). 0: off (only the e-mail or SMS codes).
   */
  IMAGE_CAPTCHA_AFTER: int(0),
})

export type AppConfig = ReturnType<typeof readConfig>

export function readConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = v.safeParse(EnvSchema, env)
  if (!parsed.success) {
    const issues = parsed.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`).join('; ')
    throw new Error(`Invalid configuration: ${issues}`)
  }
  const e = parsed.output
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    /** Behind at least one trusted proxy (X-Forwarded-* headers count). */
    trustProxy: e.TRUST_PROXY > 0,
    /** How many proxies we run in front of the app: X-Forwarded-For entries counted from the right. */
    proxyHops: e.TRUST_PROXY,
    apiBaseUrl: e.API_BASE_URL.replace(/\/+$/, ''),
    corsOrigins: e.CORS_ORIGINS,
    apiExtensions: e.API_EXTENSIONS,
    databaseUrl: e.DATABASE_URL,
    /** Only with a PostgreSQL DATABASE_URL: PGlite has no replica. */
    databaseReplicaUrl: e.DATABASE_URL ? e.DATABASE_REPLICA_URL : '',
    dataDir: e.DATA_DIR,
    databaseTimeouts: { statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS, poolWaitMs: e.DATABASE_POOL_WAIT_MS },
    seedDemo: e.SEED_DEMO,
    defaultLocale: e.DEFAULT_LOCALE,
    tokenCookie: {
      name: e.TOKEN_COOKIE_NAME,
      reading: e.TOKEN_COOKIE,
      maxAgeSeconds: e.TOKEN_COOKIE === 'year' ? 365 * 24 * 3600 : 604800,
    },
    authHeader: e.AUTH_HEADER,
    currency: { code: e.CURRENCY_CODE, symbol: e.CURRENCY_SYMBOL },
    currencyRateMaxAgeDays: e.CURRENCY_RATE_MAX_AGE_DAYS,
    support: {
      url: e.SUPPORT_URL,
      phone: e.SUPPORT_PHONE,
      email: e.SUPPORT_EMAIL,
      appDownloadUrl: e.APP_DOWNLOAD_URL,
      frameOrigins: e.SUPPORT_FRAME_ORIGINS.map((o) => o.toLowerCase()),
    },
    stripe: {
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE.replace(/\/+$/, ''),
    },
    paypal: {
      clientId: e.PAYPAL_CLIENT_ID,
      clientSecret: e.PAYPAL_CLIENT_SECRET,
      webhookId: e.PAYPAL_WEBHOOK_ID,
      apiBase: (e.PAYPAL_API_BASE.trim() || 'https://api-m.paypal.com').replace(/\/+$/, ''),
    },
    orders: { unpaidCancelMinutes: e.ORDER_UNPAID_CANCEL_MINUTES, autoReceiveDays: e.ORDER_AUTO_RECEIVE_DAYS },
    coupons: { expiringNoticeDays: e.COUPON_EXPIRING_NOTICE_DAYS },
    guestPageCache: {
      freshSeconds: e.GUEST_PAGE_CACHE_SECONDS,
      staleSeconds: e.GUEST_PAGE_STALE_SECONDS,
      pages: e.GUEST_PAGE_CACHE === 'on',
      splicedGzip: e.GUEST_PAGE_GZIP === 'on',
    },
    attributionCookieDays: e.ATTRIBUTION_COOKIE_DAYS,
    messages: { sender: e.MESSAGE_SENDER, smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    social: {
      twitter: { consumerKey: e.TWITTER_CONSUMER_KEY, consumerSecret: e.TWITTER_CONSUMER_SECRET },
      facebookAppId: e.FACEBOOK_APP_ID,
      facebookAppSecret: e.FACEBOOK_APP_SECRET,
      facebookGraphBase: (e.FACEBOOK_GRAPH_BASE.trim() || 'https://graph.facebook.com').replace(/\/+$/, ''),
      googleClientId: e.GOOGLE_CLIENT_ID,
      googleJwksUrl: e.GOOGLE_JWKS_URL.trim() || 'https://www.googleapis.com/oauth2/v3/certs',
    },
    uploads: { dir: e.UPLOAD_DIR, maxBytes: e.UPLOAD_MAX_BYTES, dailyBytes: e.UPLOAD_DAILY_BYTES },
    chatStreams: { perAccount: e.CHAT_STREAMS_PER_ACCOUNT, perAddress: e.CHAT_STREAMS_PER_ADDRESS },
    rateLimitScale: e.RATE_LIMIT_SCALE,
    imageCaptchaAfter: e.IMAGE_CAPTCHA_AFTER,
    logLevel: e.LOG_LEVEL,
  }
}

let cached: AppConfig | undefined
/** The process-wide configuration (read lazily so tests can set the environment first). */
export function config(): AppConfig {
  cached ??= readConfig()
  return cached
}
/** Tests only: forget the cached configuration. */
export function resetConfig() {
  cached = undefined
}

/** The part of the configuration the browser may see. */
export function publicConfig() {
  const c = config()
  return {
    defaultLocale: c.defaultLocale,
    currency: c.currency,
    support: c.support,
    stripePublishableKey: c.stripe.publishableKey,
    externalApi: c.apiBaseUrl !== '',
  }
}
export type PublicConfig = ReturnType<typeof publicConfig>
