/**
 * GET /api/health: whether this server can serve the shop, for `npm start`, load balancers and e2e start-up.
 * Unlike every other call it answers with a real HTTP status (503 while the database is unreachable), because
 * what reads it is infrastructure that looks at the status line, not the storefront client. Never cached.
 */
import { Hono } from 'hono'
import { type Db, probeDatabase } from '../db/client'
import type { Envelope } from '~/contract'

/** Long enough for `select 1` on a busy pool, short enough that a stalled network is reported quickly. */
export const HEALTH_TIMEOUT_MS = 2000

export type DatabaseState = 'up' | 'starting' | 'down'

export interface HealthOptions {
  getDb: () => Promise<Db>
  /** True while the first open (migrations, first seed) is running: reported as `starting`, not `down`. */
  starting?: () => boolean
  timeoutMs?: number
}

const MESSAGES: Record<Exclude<DatabaseState, 'up'>, string> = {
  starting: 'The database is starting',
  down: 'The database is unreachable',
}

export function healthRoutes({ getDb, starting = () => false, timeoutMs = HEALTH_TIMEOUT_MS }: HealthOptions) {
  return new Hono().get('/api/health', async (c) => {
    c.header('cache-control', 'no-store')
    if ((await probeDatabase(getDb, timeoutMs)) === 'up') {
      return c.json({ code: 200, message: 'ok', data: { database: 'up' } } satisfies Envelope<{
        database: DatabaseState
      }>)
    }
    const database = starting() ? 'starting' : 'down'
    return c.json(
      { code: 503, message: MESSAGES[database], data: { database } } satisfies Envelope<{ database: DatabaseState }>,
      503,
    )
  })
}

/**
 * With API_BASE_URL the shop's data lives upstream: it is healthy when the backend answers a contract call that
 * every CRMEB backend serves (K1, the category tree) with an envelope, within the timeout.
 */
export async function upstreamHealth(apiBaseUrl: string, timeoutMs = HEALTH_TIMEOUT_MS): Promise<Response> {
  const headers = { 'cache-control': 'no-store' }
  try {
    const response = await fetch(`${apiBaseUrl}/api/front/product/category`, { signal: AbortSignal.timeout(timeoutMs) })
    const envelope = (await response.json()) as Partial<Envelope<unknown>>
    if (response.ok && envelope.code === 200) {
      return Response.json({ code: 200, message: 'ok', data: { upstream: 'up' } }, { headers })
    }
  } catch {
    // unreachable, too slow, or not an envelope: all mean "down"
  }
  return Response.json(
    { code: 503, message: 'The shop backend is unreachable', data: { upstream: 'down' } },
    { status: 503, headers },
  )
}
