/**
 * Where a request reads (decision 54): the catalogue's reads go to the read replica (src/server/db/replica.ts) when
 * the server has one and it has replayed the primary's WAL as far as the request needs: for a shared read, as far as
 * the request's catalogue view saw (catalogue-changes.ts reads the primary's position right after the changes); for
 * any other catalogue read, as far as the primary had flushed when the request began (catalogue-version.ts). So a shopper who
 * wrote (a cart line, an order, a favourite) and then reads never meets a replica from before that write: the write
 * committed before the next request began. And a page or shared read stamped with the view holds every change the
 * view names. Everything else reads the primary: writes, the shopper's own data (cart, orders, account), a replica that
 * is behind, down or slow. A catalogue read that fails on the replica for the replica's sake runs again on the primary.
 *
 * It is the one place that hands a handler the replica: it sets the request's `db`, which the handlers already use.
 */
import type { MiddlewareHandler } from 'hono'
import { isDatabaseStalled, isDatabaseUnreachable } from '../db/client'
import { replicaOf } from '../db/replica'
import type { AppEnv } from '../http/context'
import { logger } from '../logger'
import { requestCatalogueView, requestWalPosition } from './catalogue-version'
import { isSharedRead } from './shared-reads'

/**
 * GET paths that read only the catalogue (products, stores, categories, activities, reviews, the coupons a product or
 * store offers): no handler writes, and
 * what a signed-in shopper sees of their own there (a heart, a followed store) is read after the replica caught up
 * with everything before the request. Together with the shared reads (shared-reads.ts).
 */
const CATALOGUE_READS = [
  /^\/api\/front\/product\/(detail|reply\/list|reply\/config|shipping)\/\d+$/,
  /^\/api\/front\/search\/suggest$/,
  /^\/api\/front\/merchant\/(all\/type\/list|all\/category\/list|search\/list|index\/info\/\d+|detail\/\d+)$/,
  /^\/api\/front\/product\/merchant\/(pro\/list|\d+\/category\/list)$/,
  /^\/api\/front\/activity\/list\/\d+$/,
  /^\/api\/pc\/activity\/detail\/\d+$/,
  /^\/api\/front\/coupons$/,
]

function isCatalogueRead(method: string, path: string, token: string | null): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    (isSharedRead(path, token) || CATALOGUE_READS.some((read) => read.test(path)))
  )
}

/** Requests that failed on the replica, running again on the primary. */
const onPrimary = new WeakSet<Request>()

/** `again` runs a request through the whole API once more (marked, it then reads the primary). */
export function replicaReads(again: (request: Request, env: unknown) => Promise<Response>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const primary = c.get('db')
    const replica = replicaOf(primary)
    if (!replica || !isCatalogueRead(c.req.method, c.req.path, c.get('token')) || onPrimary.has(c.req.raw))
      return next()
    // A shared read is kept stamped with the request's catalogue view: the replica must hold all the view saw. Any
    // other catalogue read keeps nothing: the primary's position at the request's start will do (one statement).
    const walPosition = isSharedRead(c.req.path, c.get('token'))
      ? (await requestCatalogueView(primary)).walPosition
      : await requestWalPosition(primary)
    if (!walPosition || !(await replica.caughtUp(walPosition))) return next()
    c.set('db', replica.db)
    await next()
    const error = c.error
    if (!error) return
    const unreachable = isDatabaseUnreachable(error) || isDatabaseStalled(error)
    // A write on the standby (a catalogue read that learned to write) or a read cancelled by a recovery conflict:
    // the replica is fine, the primary answers this one.
    if (!unreachable && !refusedByStandby(error)) return
    if (unreachable) replica.markDown(rootMessage(error))
    else logger.warn(`${c.req.method} ${c.req.path}: the replica refused it (${rootMessage(error)}); read again`)
    onPrimary.add(c.req.raw)
    c.res = undefined
    c.res = await again(c.req.raw, c.env)
  }
}

/** The driver's own words under Drizzle's "Failed query: …" wrapper. */
function rootMessage(error: Error): string {
  let cause = error
  while (cause.cause instanceof Error) cause = cause.cause
  return cause.message
}

/** read_only_sql_transaction (25006), or a query a hot standby cancelled for its replay (40001, 57P04). Walks `cause`. */
function refusedByStandby(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === '25006' || e.code === '40001' || e.code === '57P04') return true
    e = e.cause as typeof e
  }
  return false
}
