import { Hono } from 'hono'
import { NOTICE_TYPES } from '~/contract'
import * as v from 'valibot'
import { type AppEnv, requireUser } from '../http/context'
import { ok } from '../http/envelope'
import { requestLocale } from '../http/locale'
import { booleanQuery, idParam, idValue, jsonBody, pageQuery, parse, query } from '../http/validate'
import { markRead, noticeDetail, noticeList, unreadCount } from './service'

const ListQuery = v.object({
  ...pageQuery,
  /** The list page's tab (extension); `kind` and `isRead` filter the same way and may be combined. */
  type: v.optional(v.picklist(NOTICE_TYPES, /*i18n*/ 'is not a kind of notice')),
  isRead: v.optional(booleanQuery),
  kind: v.optional(v.picklist(['system', 'service'], /*i18n*/ 'must be system or service')),
})

const ReadBody = v.union(
  [
    v.object({ all: v.literal(true) }),
    v.object({
      ids: v.pipe(
        v.array(idValue),
        v.minLength(1, /*i18n*/ 'Choose at least one notice'),
        v.maxLength(100, /*i18n*/ 'Choose at most 100 notices at once'),
      ),
    }),
  ],
  /*i18n*/ 'Choose the notices, or all of them',
)

export const noticeRoutes = new Hono<AppEnv>()
  .get('/front/notice/list', async (c) => {
    const { type, ...filter } = query(c, ListQuery)
    const user = await requireUser(c)
    if (type === 'system' || type === 'service') filter.kind = type
    if (type === 'unread' || type === 'read') filter.isRead = type === 'read'
    return ok(
      c,
      'GET /api/front/notice/list',
      await noticeList(c.get('db'), user.id, filter, requestLocale(c.req.raw.headers)),
    )
  })
  .get('/front/notice/unread/count', async (c) => {
    const user = await requireUser(c)
    return ok(c, 'GET /api/front/notice/unread/count', await unreadCount(c.get('db'), user.id))
  })
  .get('/front/notice/detail/:id', async (c) => {
    const { id } = parse(v.object({ id: idParam }), c.req.param())
    const user = await requireUser(c)
    return ok(
      c,
      'GET /api/front/notice/detail/:id',
      await noticeDetail(c.get('db'), user.id, id, requestLocale(c.req.raw.headers)),
    )
  })
  .post('/front/notice/read', async (c) => {
    const user = await requireUser(c)
    const body = await jsonBody(c, 'POST /api/front/notice/read', ReadBody)
    return ok(c, 'POST /api/front/notice/read', await markRead(c.get('db'), user.id, 'all' in body ? 'all' : body.ids))
  })
