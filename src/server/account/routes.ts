import { Hono } from 'hono'
import { absUrls, type AppEnv, optionalUser, requireUser } from '../http/context'
import { ok } from '../http/envelope'
import { jsonBody } from '../http/validate'
import { EmailLogin, PhonePasswordLogin } from './schemas'
import { loginByEmail, loginByPhone, loginMethodInfo, logout, userInfo, userMenu } from './service'

export const accountRoutes = new Hono<AppEnv>()
  .get('/front/login/method/info', async (c) => ok(c, await loginMethodInfo(c.get('db'))))
  .post('/front/login/email', async (c) => {
    const input = await jsonBody(c, EmailLogin)
    return ok(c, await loginByEmail(c.get('db'), input.email, input.password), 'Login successful')
  })
  .post('/front/login/mobile/password', async (c) => {
    const input = await jsonBody(c, PhonePasswordLogin)
    return ok(c, await loginByPhone(c.get('db'), input.countryCode, input.phone, input.password), 'Login successful')
  })
  .get('/front/login/logout', async (c) => {
    await logout(c.get('db'), c.get('token'))
    return ok(c, null, 'Logged out')
  })
  .post('/front/login/token/is/exist', async (c) => ok(c, (await optionalUser(c)) !== null))
  .get('/front/user/info', async (c) => ok(c, userInfo(await requireUser(c), absUrls(c))))
  .get('/front/user/menu/user', async (c) => {
    await requireUser(c)
    return ok(c, await userMenu(c.get('db')))
  })
