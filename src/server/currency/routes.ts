import { Hono } from 'hono'
import type { AppEnv } from '../http/context'
import { ok } from '../http/envelope'
import { frontRates } from './rates'

/** GET /api/front/currency/rates (extension, docs/api.md "Currency"; decision 34). */
export const currencyRoutes = new Hono<AppEnv>().get('/front/currency/rates', async (c) =>
  ok(c, 'GET /api/front/currency/rates', await frontRates(c.get('db'))),
)
