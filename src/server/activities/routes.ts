import { Hono } from 'hono'
import * as v from 'valibot'
import { absUrls, type AppEnv } from '../http/context'
import { ok } from '../http/envelope'
import { localeOf } from '../i18n/localized'
import { idParam, pageQuery, parse, query } from '../http/validate'
import { activityDetail, activityIndexList, activityProductPage } from './service'

const PathId = v.object({ id: idParam })

export const activityRoutes = new Hono<AppEnv>()
  .get('/front/activity/index/list', async (c) =>
    ok(c, 'GET /api/front/activity/index/list', await activityIndexList(c.get('db'), absUrls(c), localeOf(c))),
  )
  .get('/front/activity/list/:id', async (c) => {
    const { id } = parse(PathId, { id: c.req.param('id') })
    const { page, limit } = query(c, v.object(pageQuery))
    return ok(
      c,
      'GET /api/front/activity/list/:id',
      await activityProductPage(c.get('db'), absUrls(c), localeOf(c), id, page, limit),
    )
  })
  // P4's query `type` and `aid` (= id) are tolerated and ignored: the path id decides.
  .get('/pc/activity/detail/:id', async (c) => {
    const { id } = parse(PathId, { id: c.req.param('id') })
    return ok(c, 'GET /api/pc/activity/detail/:id', await activityDetail(c.get('db'), absUrls(c), localeOf(c), id))
  })
