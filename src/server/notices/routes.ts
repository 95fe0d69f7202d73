import { Hono } from 'hono'
import * as v from 'valibot'
import { type AppEnv, requireUser } from '../http/context'
import { ok } from '../http/envelope'
import { booleanQuery, pageQuery, query } from '../http/validate'
import { noticeList } from './service'

const ListQuery = v.object({
  ...pageQuery,
  isRead: v.optional(booleanQuery),
  kind: v.optional(v.picklist(['system', 'service'], 'kind must be system or service')),
})

export const noticeRoutes = new Hono<AppEnv>().get('/front/notice/list', async (c) => {
  const filter = query(c, ListQuery)
  const user = await requireUser(c)
  return ok(c, await noticeList(c.get('db'), user.id, filter))
})
