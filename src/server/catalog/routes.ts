import { Hono } from 'hono'
import * as v from 'valibot'
import { absUrls, type AppEnv } from '../http/context'
import { ok } from '../http/envelope'
import { pageQuery, query } from '../http/validate'
import { adCategoryList, categoryTree, hotKeywordList, indexProducts, leaderboard } from './service'

export const catalogRoutes = new Hono<AppEnv>()
  .get('/front/product/category', async (c) => ok(c, await categoryTree(c.get('db'), absUrls(c))))
  .get('/front/product/adCategory', async (c) => ok(c, await adCategoryList(c.get('db'), absUrls(c))))
  .get('/front/search/keyword', async (c) => ok(c, await hotKeywordList(c.get('db'))))
  .get('/front/index/product', async (c) => {
    const { page, limit } = query(c, v.object(pageQuery))
    return ok(c, await indexProducts(c.get('db'), absUrls(c), page, limit))
  })
  .get('/front/product/leaderboard', async (c) => ok(c, await leaderboard(c.get('db'), absUrls(c))))
