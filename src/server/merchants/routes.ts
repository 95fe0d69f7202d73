import { Hono } from 'hono'
import * as v from 'valibot'
import { absUrls, type AppEnv } from '../http/context'
import { ok } from '../http/envelope'
import { pageQuery, query } from '../http/validate'
import { merchantCategoryList, merchantStreet, merchantTypeList } from './service'

export const merchantRoutes = new Hono<AppEnv>()
  .get('/front/merchant/all/type/list', async (c) => ok(c, await merchantTypeList(c.get('db'))))
  .get('/front/merchant/all/category/list', async (c) => ok(c, await merchantCategoryList(c.get('db'))))
  .get('/front/merchant/street', async (c) => {
    const { page, limit } = query(c, v.object(pageQuery))
    return ok(c, await merchantStreet(c.get('db'), absUrls(c), page, limit))
  })
