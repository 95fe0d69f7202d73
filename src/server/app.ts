/**
 * The embedded CRMEB-compatible commerce API: one Hono app serving /api/front/*, /api/pc/* and /media/*.
 * It is mounted by splat server routes and can be called in-process (`api.fetch(request)`) without HTTP.
 */
import { Hono } from 'hono'
import { accountRoutes } from './account/routes'
import { addressRoutes } from './addresses/routes'
import { activityRoutes } from './activities/routes'
import { cartRoutes } from './cart/routes'
import { catalogRoutes } from './catalog/routes'
import { checkoutRoutes } from './checkout/routes'
import { couponRoutes } from './coupons/routes'
import type { Db } from './db/client'
import { favouriteRoutes } from './favourites/routes'
import { homeRoutes } from './home/routes'
import { type AppEnv, requestContext } from './http/context'
import { ApiError, failure } from './http/envelope'
import { inputGuard } from './http/input-guard'
import { logger } from './logger'
import { mediaRoutes } from './media/routes'
import { merchantRoutes } from './merchants/routes'
import { messageRoutes } from './messages/routes'
import { noticeRoutes } from './notices/routes'
import { orderRoutes } from './orders/routes'
import { paymentRoutes } from './payments/routes'
import { pointsRoutes } from './points/routes'
import { profileRoutes } from './profile/routes'
import { uploadMediaRoutes, uploadRoutes } from './uploads/routes'

export function createApi(options: { getDb?: () => Promise<Db> } = {}) {
  const app = new Hono<AppEnv>()
  // Hostile input is refused before any handler, and before the database is even opened.
  app.use('*', inputGuard)
  app.use('*', requestContext(options.getDb))
  // Uploads (/media/uploads/...) come from the upload storage; they must match before the generic media route.
  app.route('/', uploadMediaRoutes)
  app.route('/', mediaRoutes)

  const api = new Hono<AppEnv>()
  for (const routes of [homeRoutes, catalogRoutes, merchantRoutes, accountRoutes, cartRoutes, noticeRoutes, activityRoutes, couponRoutes, favouriteRoutes, profileRoutes, addressRoutes, uploadRoutes, messageRoutes, paymentRoutes, checkoutRoutes, orderRoutes, pointsRoutes]) {
    api.route('/', routes)
  }
  app.route('/api', api)

  app.notFound((c) => failure(c, 404, `No such API: ${c.req.method} ${c.req.path}`))
  app.onError((error, c) => {
    if (error instanceof ApiError) return failure(c, error.code, error.message)
    logger.error(`${c.req.method} ${c.req.path} failed`, error)
    return failure(c, 500, 'System error, please try again later')
  })
  return app
}

export type Api = ReturnType<typeof createApi>

let shared: Api | undefined
/** The server's API instance on the configured database. */
export function getApi(): Api {
  shared ??= createApi()
  return shared
}
