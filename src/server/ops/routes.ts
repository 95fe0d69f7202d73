/**
 * POST /api/ops/run: the operator CLI's door while a server runs (PGlite allows one process per data folder).
 * The gateway lets only loopback callers through, never behind TRUST_PROXY (the client address is then a header),
 * and this route also wants the secret of ops-server.json. Browsers are refused outright: the CLI sends no Origin.
 */
import { Hono } from 'hono'
import { config } from '../../../app.config'
import type { AppEnv } from '../http/context'
import { forbidden, ok } from '../http/envelope'
import { jsonValue, parse } from '../http/validate'
import { logger } from '../logger'
import { readCatalogueChangesNow } from '../page-cache'
import { OpsCommand, runOpsCommand } from './commands'
import { isLoopback, isOpsSecret, OPS_SECRET_HEADER } from './state'

export const OPS_REFUSED = 'The operator endpoint answers the operator CLI on this machine only'

export const opsRoutes = new Hono<AppEnv>()
  .use('/ops/*', async (c, next) => {
    const peer = c.req.header('x-forwarded-for')
    const fromBrowser = c.req.header('origin') !== undefined || c.req.header('sec-fetch-site') !== undefined
    if (
      config().trustProxy ||
      config().apiBaseUrl ||
      !isLoopback(peer) ||
      fromBrowser ||
      !isOpsSecret(c.req.header(OPS_SECRET_HEADER))
    ) {
      logger.warn(`refused ${c.req.method} ${c.req.path} from ${peer ?? 'an unknown address'}`)
      throw forbidden(OPS_REFUSED)
    }
    await next()
  })
  .post('/ops/run', async (c) => {
    const command = parse(OpsCommand, await jsonValue(c))
    const answer = await runOpsCommand(c.get('db'), command)
    // A price, rate or product the operator just changed shows on this server's next page, not a second later.
    await readCatalogueChangesNow(c.get('db'))
    return ok(c, 'POST /api/ops/run', answer)
  })
