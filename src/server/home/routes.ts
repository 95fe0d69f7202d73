import { Hono } from 'hono'
import { absUrls, type AppEnv } from '../http/context'
import { ok } from '../http/envelope'
import { localeOf } from '../i18n/localized'
import { homeIndex, loginPicture } from './service'

export const homeRoutes = new Hono<AppEnv>()
  .get('/pc/home/index', async (c) =>
    ok(c, 'GET /api/pc/home/index', await homeIndex(c.get('db'), absUrls(c), localeOf(c))),
  )
  .get('/pc/login/getLoginPic', async (c) =>
    ok(c, 'GET /api/pc/login/getLoginPic', await loginPicture(c.get('db'), absUrls(c), localeOf(c))),
  )
