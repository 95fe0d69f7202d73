import { Hono } from 'hono'
import * as v from 'valibot'
import { SEARCH_KEYWORD_MAX_LENGTH } from '~/contract'
import { absUrls, type AppEnv, optionalUser } from '../http/context'
import { ok } from '../http/envelope'
import { localeOf } from '../i18n/localized'
import { searchKeyword } from '../http/text'
import { idParam, pageQuery, parse, query } from '../http/validate'
import {
  merchantCategoryList,
  merchantDetail,
  merchantIndexInfo,
  merchantProductCategories,
  merchantProducts,
  merchantServiceInfo,
  merchantStreet,
  merchantTypeList,
  searchMerchants,
} from './service'

const PageNumber = v.pipe(
  v.string(),
  v.regex(/^\d{1,6}$/, /*i18n*/ 'must be a whole number of at least 1'),
  v.transform(Number),
  v.minValue(1),
)
const MoneyQuery = v.pipe(v.string(), v.regex(/^\d{1,9}(\.\d{1,2})?$/, /*i18n*/ 'must be an amount such as 12.50'))
const Order = v.picklist(['asc', 'desc'], /*i18n*/ 'must be asc or desc')

/** M2 is called with three parameter sets: `keyword` or `keywords`, `page` or `pages`, `limit` possibly missing. */
const MerchantSearchQuery = v.object({
  keyword: v.optional(searchKeyword(SEARCH_KEYWORD_MAX_LENGTH)),
  keywords: v.optional(searchKeyword(SEARCH_KEYWORD_MAX_LENGTH)),
  page: v.optional(PageNumber),
  pages: v.optional(PageNumber),
  limit: pageQuery.limit,
  typeId: v.optional(idParam),
  categoryId: v.optional(idParam),
  /** Extension: the search screen's product category, any level (`cid`) and first level (`pid`). */
  cid: v.optional(idParam),
  pid: v.optional(idParam),
})

const MerchantProductQuery = v.object({
  merId: idParam,
  cid: v.optional(idParam),
  keyword: v.optional(searchKeyword(SEARCH_KEYWORD_MAX_LENGTH)),
  minPrice: v.optional(MoneyQuery),
  maxPrice: v.optional(MoneyQuery),
  priceOrder: v.optional(Order),
  salesOrder: v.optional(Order),
  ...pageQuery,
})

const pathId = (value: string | undefined, name = 'id') =>
  parse(v.object({ [name]: idParam }), { [name]: value })[name] as number

export const merchantRoutes = new Hono<AppEnv>()
  .get('/front/merchant/all/type/list', async (c) =>
    ok(c, 'GET /api/front/merchant/all/type/list', await merchantTypeList(c.get('db'), localeOf(c))),
  )
  .get('/front/merchant/all/category/list', async (c) =>
    ok(c, 'GET /api/front/merchant/all/category/list', await merchantCategoryList(c.get('db'), localeOf(c))),
  )
  .get('/front/merchant/street', async (c) => {
    const { page, limit } = query(c, v.object(pageQuery))
    return ok(
      c,
      'GET /api/front/merchant/street',
      await merchantStreet(c.get('db'), absUrls(c), localeOf(c), page, limit),
    )
  })
  .get('/front/merchant/search/list', async (c) => {
    const input = query(c, MerchantSearchQuery)
    return ok(
      c,
      'GET /api/front/merchant/search/list',
      await searchMerchants(c.get('db'), absUrls(c), {
        keyword: input.keyword ?? input.keywords,
        typeId: input.typeId,
        categoryId: input.categoryId,
        productCategoryIds: [input.cid, input.pid].filter((id) => id !== undefined),
        page: input.page ?? input.pages ?? 1,
        limit: input.limit,
        locale: localeOf(c),
      }),
    )
  })
  .get('/front/merchant/index/info/:id', async (c) => {
    const id = pathId(c.req.param('id'))
    const user = await optionalUser(c)
    return ok(
      c,
      'GET /api/front/merchant/index/info/:id',
      await merchantIndexInfo(c.get('db'), absUrls(c), localeOf(c), id, user?.id ?? null),
    )
  })
  .get('/front/merchant/detail/:id', async (c) =>
    ok(
      c,
      'GET /api/front/merchant/detail/:id',
      await merchantDetail(c.get('db'), absUrls(c), localeOf(c), pathId(c.req.param('id'))),
    ),
  )
  .get('/front/merchant/customer/service/info/:id', async (c) =>
    ok(
      c,
      'GET /api/front/merchant/customer/service/info/:id',
      await merchantServiceInfo(c.get('db'), pathId(c.req.param('id'))),
    ),
  )
  .get('/front/product/merchant/pro/list', async (c) => {
    const input = query(c, MerchantProductQuery)
    return ok(
      c,
      'GET /api/front/product/merchant/pro/list',
      await merchantProducts(c.get('db'), absUrls(c), localeOf(c), input),
    )
  })
  .get('/front/product/merchant/:merId/category/list', async (c) =>
    ok(
      c,
      'GET /api/front/product/merchant/:merId/category/list',
      await merchantProductCategories(c.get('db'), pathId(c.req.param('merId'), 'merId'), localeOf(c)),
    ),
  )
