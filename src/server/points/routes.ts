/** PY8: the points balance and ledger of the session user. */
import { Hono } from 'hono'
import * as v from 'valibot'
import { type AppEnv, requireUser } from '../http/context'
import { ok } from '../http/envelope'
import { pageQuery, query } from '../http/validate'
import { pointsBalance, pointsLedger } from './service'

const PageQuery = v.object(pageQuery)

export const pointsRoutes = new Hono<AppEnv>()
  .get('/front/integral/user', async (c) => {
    const user = await requireUser(c)
    return ok(c, { integral: await pointsBalance(c.get('db'), user.id) })
  })
  .get('/front/integral/list', async (c) => {
    const user = await requireUser(c)
    const { page, limit } = query(c, PageQuery)
    return ok(c, await pointsLedger(c.get('db'), user.id, page, limit))
  })
