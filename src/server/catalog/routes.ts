import { Hono } from 'hono'
import * as v from 'valibot'
import { absUrls, type AppContext, type AppEnv, optionalUser } from '../http/context'
import { ok } from '../http/envelope'
import { localeOf } from '../i18n/localized'
import { idParam, pageQuery, parse, query } from '../http/validate'
import { productDetail } from './product-detail'
import { productSearchQuery, searchProducts } from './product-search'
import { replyConfig, replyList, replyListQuery } from './reviews'
import { searchSuggestions, suggestQuery } from './suggest'
import { adCategoryList, categoryTree, hotKeywordList, indexProducts, leaderboard } from './service'

const pathId = (c: AppContext) => parse(v.object({ id: idParam }), { id: c.req.param('id') }).id

export const catalogRoutes = new Hono<AppEnv>()
  .get('/front/product/category', async (c) =>
    ok(c, 'GET /api/front/product/category', await categoryTree(c.get('db'), absUrls(c), localeOf(c))),
  )
  .get('/front/product/adCategory', async (c) =>
    ok(c, 'GET /api/front/product/adCategory', await adCategoryList(c.get('db'), absUrls(c), localeOf(c))),
  )
  .get('/front/search/keyword', async (c) =>
    ok(c, 'GET /api/front/search/keyword', await hotKeywordList(c.get('db'), localeOf(c))),
  )
  .get('/front/search/suggest', async (c) => {
    const { keyword } = query(c, suggestQuery)
    return ok(
      c,
      'GET /api/front/search/suggest',
      await searchSuggestions(c.get('db'), absUrls(c), localeOf(c), keyword),
    )
  })
  .get('/front/index/product', async (c) => {
    const paging = query(c, v.object(pageQuery))
    return ok(c, 'GET /api/front/index/product', await indexProducts(c.get('db'), absUrls(c), localeOf(c), paging))
  })
  .get('/front/product/leaderboard', async (c) =>
    ok(c, 'GET /api/front/product/leaderboard', await leaderboard(c.get('db'), absUrls(c), localeOf(c))),
  )
  .get('/front/product/list', async (c) => {
    const input = query(c, productSearchQuery)
    return ok(c, 'GET /api/front/product/list', await searchProducts(c.get('db'), absUrls(c), localeOf(c), input))
  })
  .get('/front/product/detail/:id', async (c) => {
    const id = pathId(c)
    const user = await optionalUser(c)
    return ok(
      c,
      'GET /api/front/product/detail/:id',
      await productDetail(c.get('db'), absUrls(c), localeOf(c), id, user?.id ?? null),
    )
  })
  .get('/front/product/reply/list/:id', async (c) => {
    const id = pathId(c)
    const input = query(c, replyListQuery)
    return ok(c, 'GET /api/front/product/reply/list/:id', await replyList(c.get('db'), absUrls(c), id, input))
  })
  .get('/front/product/reply/config/:id', async (c) =>
    ok(c, 'GET /api/front/product/reply/config/:id', await replyConfig(c.get('db'), pathId(c))),
  )
