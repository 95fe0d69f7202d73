import { Hono } from 'hono'
import * as v from 'valibot'
import { type AppEnv, requireUser } from '../http/context'
import { ok } from '../http/envelope'
import { booleanQuery, query } from '../http/validate'
import { cartCount } from './service'

const CountQuery = v.object({
  numType: v.optional(booleanQuery, 'true'),
  type: v.optional(v.picklist(['total', 'sum'], 'type must be total or sum'), 'total'),
})

export const cartRoutes = new Hono<AppEnv>().get('/front/cart/count', async (c) => {
  const input = query(c, CountQuery)
  const user = await requireUser(c)
  return ok(c, await cartCount(c.get('db'), user.id, { validOnly: input.numType, type: input.type }))
})
