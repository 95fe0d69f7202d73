import { Hono } from 'hono'
import { type AppEnv, requireUser } from '../http/context'
import { okSaying } from '../http/envelope'
import { UserEdit } from './profile-schemas'
import { editUser } from './profile'
import { jsonBody } from '../http/validate'

export const profileRoutes = new Hono<AppEnv>().post('/front/user/edit', async (c) => {
  const user = await requireUser(c)
  const input = await jsonBody(c, 'POST /api/front/user/edit', UserEdit)
  await editUser(c.get('db'), user, input, c.get('origin'))
  return okSaying(c, 'POST /api/front/user/edit', null, /*i18n*/ 'Saved successfully')
})
