/**
 * The embedded CRMEB-compatible commerce API: one Hono app serving /api/front/*, /api/pc/* and /media/*.
 * It is mounted by splat server routes and can be called in-process (`api.fetch(request)`) without HTTP.
 */
import { Hono } from 'hono'
import { accountRoutes } from './account/routes'
import { addressRoutes } from './addresses/routes'
import { activityRoutes } from './activities/routes'
import { cartRoutes } from './cart/routes'
import { chatRoutes } from './chat/routes'
import { catalogRoutes } from './catalog/routes'
import { rehearseCheckout } from './checkout/rehearsal'
import { checkoutRoutes } from './checkout/routes'
import { startCouponExpiringSweeper } from './coupons/expiring'
import { currencyRoutes } from './currency/routes'
import { couponRoutes } from './coupons/routes'
import {
  databaseStarting,
  type Db,
  getDb,
  isDatabaseStalled,
  isDatabaseUnreachable,
  onServerDatabaseOpen,
} from './db/client'
import { favouriteRoutes } from './favourites/routes'
import { healthRoutes } from './health/routes'
import { homeRoutes } from './home/routes'
import { type AppEnv, requestContext } from './http/context'
import { ApiError, failure } from './http/envelope'
import { translate } from './http/messages'
import { localeOf } from './i18n/localized'
import { inputGuard } from './http/input-guard'
import { logger } from './logger'
import { mediaRoutes } from './media/routes'
import { merchantRoutes } from './merchants/routes'
import { messageRoutes } from './messages/routes'
import { warnIfOutboxIsPublic } from './messages/sender'
import { rehearseOnEachConnection } from './db/warm-up'
import { noticeRoutes } from './notices/routes'
import { opsRoutes } from './ops/routes'
import { writeOpsState } from './ops/state'
import { catalogueTagsOf } from './page-cache/catalogue-tags'
import { replicaReads } from './page-cache/replica-reads'
import { sharedReads } from './page-cache/shared-reads'
import { startOrderExpirySweeper } from './orders/expire'
import { startProductTotalsSweeper } from './orders/product-totals'
import { orderRoutes } from './orders/routes'
import { paymentRoutes } from './payments/routes'
import { pointsRoutes } from './points/routes'
import { profileRoutes } from './account/profile-routes'
import { refundRoutes } from './refunds/routes'
import { reviewRoutes } from './reviews/routes'
import { startOrphanedUploadSweeper } from './uploads/orphans'
import { uploadMediaRoutes, uploadRoutes } from './uploads/routes'
import { settlementRoutes } from './settlement/routes'

// A warmed pool (the server's, the checkout bench's) rehearses a checkout on each connection before it serves one
// (decision 122): the first buyers otherwise pay each connection's first plans, trigger compiles and key checks.
rehearseOnEachConnection(rehearseCheckout)

/** Contract calls spelled GET that change state: never run for a HEAD. */
const STATE_CHANGING_GETS: ReadonlySet<string> = new Set(['/api/front/login/logout'])

export function createApi(options: { getDb?: () => Promise<Db> } = {}) {
  warnIfOutboxIsPublic()
  const app = new Hono<AppEnv>()
  // Hostile input is refused before any handler, and before the database is even opened.
  app.use('*', inputGuard)
  // Before the request context, which opens the database: health must answer while it cannot be opened.
  app.route('/', healthRoutes(options.getDb ? { getDb: options.getDb } : { getDb, starting: databaseStarting }))
  app.use('*', requestContext(options.getDb))
  // Answers that are the same for every visitor come from a short, catalogue-versioned cache (decision 16).
  // Each catalogue read names what it shows, for the page render that collects it (the guest page cache, decision 39).
  app.use('/api/*', catalogueTagsOf())
  app.use('/api/*', sharedReads())
  // With a read replica, the catalogue's reads that reach a handler go to it once it has caught up (decision 54).
  app.use(
    '/api/*',
    replicaReads((request, env) => Promise.resolve(app.fetch(request, env))),
  )
  // Uploads (/media/uploads/...) come from the upload storage; they must match before the generic media route.
  app.route('/', uploadMediaRoutes)
  app.route('/', mediaRoutes)

  const api = new Hono<AppEnv>()
  // Hono answers HEAD with the GET handler: a contract GET that changes state (logout, L9) must not run for a HEAD.
  api.use('*', async (c, next) => {
    if (c.req.method === 'HEAD' && STATE_CHANGING_GETS.has(c.req.path))
      return c.body(null, 405, { allow: 'GET, POST', 'cache-control': 'no-store' })
    await next()
  })
  for (const routes of [
    homeRoutes,
    catalogRoutes,
    merchantRoutes,
    accountRoutes,
    cartRoutes,
    noticeRoutes,
    activityRoutes,
    couponRoutes,
    favouriteRoutes,
    profileRoutes,
    addressRoutes,
    uploadRoutes,
    messageRoutes,
    paymentRoutes,
    checkoutRoutes,
    orderRoutes,
    refundRoutes,
    reviewRoutes,
    pointsRoutes,
    chatRoutes,
    currencyRoutes,
    opsRoutes,
  ]) {
    api.route('/', routes)
  }
  api.route('/', settlementRoutes)
  app.route('/api', api)

  // Every message is written in the request's locale (decision 25).
  app.notFound(async (c) =>
    c.req.path.startsWith('/media/')
      ? c.text('Not found', 404)
      : failure(
          c,
          404,
          await translate(
            { id: /*i18n*/ 'No such API: {method} {path}', values: { method: c.req.method, path: c.req.path } },
            localeOf(c),
          ),
        ),
  )
  app.onError(async (error, c) => {
    if (error instanceof ApiError) return failure(c, error.code, await translate(error.text, localeOf(c)), error.data)
    if (isDatabaseStalled(error)) {
      // The database did not answer within DATABASE_STATEMENT_TIMEOUT_MS / DATABASE_POOL_WAIT_MS: fail now, not hang.
      let cause = error as Error
      while (cause.cause instanceof Error) cause = cause.cause
      logger.warn(`${c.req.method} ${c.req.path}: database did not answer in time (${cause.message})`)
      return failure(c, 503, await translate({ id: DATABASE_STALLED_MESSAGE }, localeOf(c)))
    }
    if (isDatabaseUnreachable(error)) {
      // One line, no stack: while the database is down every request lands here.
      logger.warn(
        `${c.req.method} ${c.req.path}: database unreachable (${((error as Error).cause as Error | undefined)?.message ?? (error as Error).message})`,
      )
      return failure(c, 500, await translate({ id: DATABASE_DOWN_MESSAGE }, localeOf(c)))
    }
    logger.error(`${c.req.method} ${c.req.path} failed`, error)
    return failure(c, 500, await translate({ id: /*i18n*/ 'System error, please try again later' }, localeOf(c)))
  })
  return app
}

/** What every call answers while the database cannot be reached; GET /api/health then answers 503. */
export const DATABASE_DOWN_MESSAGE =
  /*i18n*/ 'The shop is temporarily unavailable (database unreachable), please try again later'

/** What a call answers when the database did not answer in time (a stall); the shop recovers by itself. */
export const DATABASE_STALLED_MESSAGE =
  /*i18n*/ 'The shop is busy right now (the database did not answer in time), please try again in a moment'

export type Api = ReturnType<typeof createApi>

let shared: Api | undefined
/** The server's API instance on the configured database. */
export function getApi(): Api {
  if (!shared) {
    shared = createApi()
    // The server's own database: cancel overdue unpaid orders every minute (tests open their databases directly).
    if (process.env.NODE_ENV !== 'test') {
      onServerDatabaseOpen((handle) => startOrderExpirySweeper(async () => handle.db))
      onServerDatabaseOpen((handle) => startCouponExpiringSweeper(async () => handle.db))
      // The products' stock and sales owed by orders, cancels and refunds, settled once a second (decision 82).
      onServerDatabaseOpen((handle) => startProductTotalsSweeper(async () => handle.db))
      // Uploads older than a day that nothing refers to: rows and files (decision 7).
      onServerDatabaseOpen((handle) => startOrphanedUploadSweeper(async () => handle.db))
      // The operator CLI finds this server (and its secret) through ops-server.json in the data folder.
      onServerDatabaseOpen(() => {
        try {
          writeOpsState()
        } catch (error) {
          logger.warn(
            `the operator CLI cannot reach this server: ops-server.json not written (${(error as Error).message})`,
          )
        }
      })
    }
  }
  return shared
}
