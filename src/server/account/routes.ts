import { Hono } from 'hono'
import { phoneTarget } from '../auth'
import { codeLimits, codeLoginLimits, enforceRateLimits, entryLimits, RULES } from '../auth'
import { behindImageCaptcha, CAPTCHA_RULES, clientIp, createImageCaptcha, guardCodeRequest } from '../auth'
import { attributeUser, touchOfRequest } from '../attribution'
import { twitterRequestToken } from '../auth'
import { absUrls, type AppEnv, optionalUser, requireUser } from '../http/context'
import { ok, okSaying } from '../http/envelope'
import { localeOf } from '../i18n/localized'
import { formBody, jsonBody, parse, rawTextBody } from '../http/validate'
import { outboxBrowser } from '../messages'
import {
  AddEmail,
  AddEmailCode,
  AddPhone,
  ChangePassword,
  EmailLogin,
  EmailRegister,
  PhoneCaptchaLogin,
  PhonePasswordLogin,
  PhoneRegister,
  RawEmail,
  ResetPassword,
  SendSmsCode,
  TwitterLogin,
  VisitorEntry,
  GoogleLogin,
  FacebookLogin,
} from './schemas'
import {
  changePassword,
  CODE_SENT,
  enterAsVisitor,
  VISITOR_CODE_SENT,
  loginByPhoneCode,
  loginByTwitter,
  loginByGoogle,
  loginByFacebook,
  registerByEmail,
  registerByPhone,
  resetPassword,
  sendPasswordCode,
  sendPhoneCode,
  sendRegisterEmailCode,
  sendResetEmailCode,
} from './flows'
import { addEmail, addPhone, EMAIL_ADDED, PHONE_ADDED, sendAddEmailCode, sendAddPhoneCode } from './contacts'
import { loginByEmail, loginByPhone, loginMethodInfo, logout, userInfo, userMenu } from './service'
import { passwordAttempt, signedIn } from './sign-in'
import { normalizePhone } from './users'

const TWITTER_CALLBACK_PATH = '/middlewares/callback_twitter'

export const accountRoutes = new Hono<AppEnv>()
  .get('/front/login/method/info', async (c) =>
    ok(c, 'GET /api/front/login/method/info', await loginMethodInfo(c.get('db'), localeOf(c))),
  )
  .post('/front/login/email', async (c) => {
    const input = await jsonBody(c, 'POST /api/front/login/email', EmailLogin)
    const result = await behindImageCaptcha(c, input.email, () =>
      loginByEmail(c.get('db'), input.email, input.password, passwordAttempt(c, input.email)),
    )
    await signedIn(c, result.uid)
    return okSaying(c, 'POST /api/front/login/email', result, /*i18n*/ 'Login successful')
  })
  .post('/front/login/mobile/password', async (c) => {
    const input = await jsonBody(c, 'POST /api/front/login/mobile/password', PhonePasswordLogin)
    const target = phoneTarget(input.countryCode, input.phone)
    const result = await behindImageCaptcha(c, target, () =>
      loginByPhone(c.get('db'), input.countryCode, input.phone, input.password, passwordAttempt(c, target)),
    )
    await signedIn(c, result.uid)
    return okSaying(c, 'POST /api/front/login/mobile/password', result, /*i18n*/ 'Login successful')
  })
  .post('/front/login/mobile/captcha', async (c) => {
    const input = await jsonBody(c, 'POST /api/front/login/mobile/captcha', PhoneCaptchaLogin)
    const phone = normalizePhone(input.countryCode, input.phone)
    // Not the password buckets: code sign-in is the owner's way in while strangers have locked the password.
    const result = await behindImageCaptcha(c, phoneTarget(phone.countryCode, phone.phone), async () => {
      await enforceRateLimits(c.get('db'), codeLoginLimits(c))
      return loginByPhoneCode(c.get('db'), phone, input.captcha)
    })
    await signedIn(c, result.uid)
    return okSaying(c, 'POST /api/front/login/mobile/captcha', result, /*i18n*/ 'Login successful')
  })
  // ---- the image captcha (extension): the picture a refused sign-in or code request asks for ----
  .get('/front/captcha/image', async (c) => {
    await enforceRateLimits(c.get('db'), [[CAPTCHA_RULES.pictures, clientIp(c)]])
    c.header('cache-control', 'no-store')
    return ok(c, 'GET /api/front/captcha/image', await createImageCaptcha(c.get('db')))
  })
  // ---- codes ----
  .post('/front/login/email/captcha', async (c) => {
    const email = parse(RawEmail, await rawTextBody(c, 'POST /api/front/login/email/captcha'))
    await guardCodeRequest(c, email)
    await sendRegisterEmailCode(c.get('db'), email, { browser: outboxBrowser(c), locale: localeOf(c) })
    return okSaying(c, 'POST /api/front/login/email/captcha', null, CODE_SENT)
  })
  .post('/front/login/email/forget/password', async (c) => {
    const email = parse(RawEmail, await rawTextBody(c, 'POST /api/front/login/email/forget/password'))
    await guardCodeRequest(c, email)
    await sendResetEmailCode(c.get('db'), email, { browser: outboxBrowser(c), locale: localeOf(c) })
    return okSaying(c, 'POST /api/front/login/email/forget/password', null, CODE_SENT)
  })
  .post('/front/login/sendCode', async (c) => {
    const input = await formBody(c, 'POST /api/front/login/sendCode', SendSmsCode)
    const phone = normalizePhone(input.countryCode, input.phone)
    await guardCodeRequest(c, phoneTarget(phone.countryCode, phone.phone))
    await sendPhoneCode(c.get('db'), phone, { browser: outboxBrowser(c), locale: localeOf(c) })
    return okSaying(c, 'POST /api/front/login/sendCode', null, CODE_SENT)
  })
  .post('/front/captcha/phone/password', async (c) => {
    const user = await requireUser(c)
    await enforceRateLimits(c.get('db'), codeLimits(c, `user:${user.id}`))
    await sendPasswordCode(c.get('db'), user, 'sms', { browser: outboxBrowser(c), locale: localeOf(c) })
    return okSaying(c, 'POST /api/front/captcha/phone/password', null, CODE_SENT)
  })
  .post('/front/captcha/email/password', async (c) => {
    const user = await requireUser(c)
    await enforceRateLimits(c.get('db'), codeLimits(c, `user:${user.id}`))
    await sendPasswordCode(c.get('db'), user, 'email', { browser: outboxBrowser(c), locale: localeOf(c) })
    return okSaying(c, 'POST /api/front/captcha/email/password', null, CODE_SENT)
  })
  // ---- registration, tourists, passwords ----
  .post('/front/login/register/email', async (c) => {
    const input = await jsonBody(c, 'POST /api/front/login/register/email', EmailRegister)
    const result = await behindImageCaptcha(c, input.email, () => registerByEmail(c.get('db'), input))
    await attributeUser(c.get('db'), result.uid, touchOfRequest(c.req.raw))
    await signedIn(c, result.uid)
    return okSaying(c, 'POST /api/front/login/register/email', result, /*i18n*/ 'Registration successful')
  })
  .post('/front/login/register/mobile', async (c) => {
    const input = await jsonBody(c, 'POST /api/front/login/register/mobile', PhoneRegister)
    const phone = normalizePhone(input.countryCode, input.phone)
    const result = await behindImageCaptcha(c, phoneTarget(phone.countryCode, phone.phone), () =>
      registerByPhone(c.get('db'), { ...input, ...phone }),
    )
    await attributeUser(c.get('db'), result.uid, touchOfRequest(c.req.raw))
    await signedIn(c, result.uid)
    return okSaying(c, 'POST /api/front/login/register/mobile', result, /*i18n*/ 'Registration successful')
  })
  .post('/front/login/register/visitor', async (c) => {
    const input = await jsonBody(c, 'POST /api/front/login/register/visitor', VisitorEntry)
    await enforceRateLimits(c.get('db'), entryLimits(c, input.email))
    const since = new Date(Date.now() - 1000)
    const result = await enterAsVisitor(c.get('db'), input, { browser: outboxBrowser(c), locale: localeOf(c) })
    if ('codeRequired' in result)
      return okSaying(c, 'POST /api/front/login/register/visitor', result, VISITOR_CODE_SENT)
    const { proved, ...session } = result
    // A tourist account is an account: attributed when this entry created it.
    await attributeUser(c.get('db'), session.uid, touchOfRequest(c.req.raw), since)
    // A first entry proves nothing about the e-mail; the mailed code of a second one does.
    if (proved) await signedIn(c, session.uid)
    return okSaying(c, 'POST /api/front/login/register/visitor', session, /*i18n*/ 'Login successful')
  })
  .post('/front/login/email/reset/password', async (c) => {
    const input = await jsonBody(c, 'POST /api/front/login/email/reset/password', ResetPassword)
    // Reading the code proved the e-mail: this browser may sign in even while strangers lock the password.
    await signedIn(c, await behindImageCaptcha(c, input.email, () => resetPassword(c.get('db'), input)))
    return okSaying(
      c,
      'POST /api/front/login/email/reset/password',
      null,
      /*i18n*/ 'Your password has been reset, please sign in',
    )
  })
  .post('/front/user/phone/update/password', async (c) => {
    const user = await requireUser(c)
    const input = await jsonBody(c, 'POST /api/front/user/phone/update/password', ChangePassword)
    await changePassword(c.get('db'), user, c.get('token'), 'sms', input)
    return okSaying(c, 'POST /api/front/user/phone/update/password', null, /*i18n*/ 'Your password has been changed')
  })
  .post('/front/user/email/update/password', async (c) => {
    const user = await requireUser(c)
    const input = await jsonBody(c, 'POST /api/front/user/email/update/password', ChangePassword)
    await changePassword(c.get('db'), user, c.get('token'), 'email', input)
    return okSaying(c, 'POST /api/front/user/email/update/password', null, /*i18n*/ 'Your password has been changed')
  })
  // ---- adding an e-mail or a phone to the account: extensions (contacts.ts) ----
  .post('/front/user/bind/email/captcha', async (c) => {
    const user = await requireUser(c)
    const { email } = await jsonBody(c, 'POST /api/front/user/bind/email/captcha', AddEmailCode)
    await enforceRateLimits(c.get('db'), [...codeLimits(c, email), [RULES.codeTarget, `user:${user.id}`]])
    await sendAddEmailCode(c.get('db'), user, email, { browser: outboxBrowser(c), locale: localeOf(c) })
    return okSaying(c, 'POST /api/front/user/bind/email/captcha', null, CODE_SENT)
  })
  .post('/front/user/bind/email', async (c) => {
    const user = await requireUser(c)
    const input = await jsonBody(c, 'POST /api/front/user/bind/email', AddEmail)
    await addEmail(c.get('db'), user, input)
    return okSaying(c, 'POST /api/front/user/bind/email', null, EMAIL_ADDED)
  })
  .post('/front/user/bind/phone/captcha', async (c) => {
    const user = await requireUser(c)
    const input = await jsonBody(c, 'POST /api/front/user/bind/phone/captcha', SendSmsCode)
    const phone = normalizePhone(input.countryCode, input.phone)
    const target = phoneTarget(phone.countryCode, phone.phone)
    await enforceRateLimits(c.get('db'), [...codeLimits(c, target), [RULES.codeTarget, `user:${user.id}`]])
    await sendAddPhoneCode(c.get('db'), user, phone, { browser: outboxBrowser(c), locale: localeOf(c) })
    return okSaying(c, 'POST /api/front/user/bind/phone/captcha', null, CODE_SENT)
  })
  .post('/front/user/bind/phone', async (c) => {
    const user = await requireUser(c)
    const input = await jsonBody(c, 'POST /api/front/user/bind/phone', AddPhone)
    await addPhone(c.get('db'), user, { ...normalizePhone(input.countryCode, input.phone), captcha: input.captcha })
    return okSaying(c, 'POST /api/front/user/bind/phone', null, PHONE_ADDED)
  })
  // ---- Twitter (OAuth 1.0a) ----
  .get('/front/login/twitter/request/token', async (c) =>
    ok(
      c,
      'GET /api/front/login/twitter/request/token',
      await twitterRequestToken(`${c.get('origin')}${TWITTER_CALLBACK_PATH}`),
    ),
  )
  .post('/front/login/twitter', async (c) => {
    const input = await jsonBody(c, 'POST /api/front/login/twitter', TwitterLogin)
    await enforceRateLimits(c.get('db'), entryLimits(c, `twitter:${input.oauthToken}`))
    const since = new Date(Date.now() - 1000)
    const result = await loginByTwitter(c.get('db'), input)
    await attributeUser(c.get('db'), result.uid, touchOfRequest(c.req.raw), since)
    await signedIn(c, result.uid)
    return okSaying(c, 'POST /api/front/login/twitter', result, /*i18n*/ 'Login successful')
  })
  // ---- Google (id token) and Facebook (access token): extensions ----
  .post('/front/login/google', async (c) => {
    const input = await jsonBody(c, 'POST /api/front/login/google', GoogleLogin)
    await enforceRateLimits(c.get('db'), entryLimits(c, `google:${input.idToken.slice(-40)}`))
    const since = new Date(Date.now() - 1000)
    const result = await loginByGoogle(c.get('db'), input.idToken)
    await attributeUser(c.get('db'), result.uid, touchOfRequest(c.req.raw), since)
    await signedIn(c, result.uid)
    return ok(c, 'POST /api/front/login/google', result, 'Login successful')
  })
  .post('/front/login/facebook', async (c) => {
    const input = await jsonBody(c, 'POST /api/front/login/facebook', FacebookLogin)
    await enforceRateLimits(c.get('db'), entryLimits(c, `facebook:${input.accessToken.slice(-40)}`))
    const since = new Date(Date.now() - 1000)
    const result = await loginByFacebook(c.get('db'), input.accessToken)
    await attributeUser(c.get('db'), result.uid, touchOfRequest(c.req.raw), since)
    await signedIn(c, result.uid)
    return ok(c, 'POST /api/front/login/facebook', result, 'Login successful')
  })
  // ---- session ----
  // GET is the contract's call (header-token clients); the storefront uses POST (the gateway's origin rule).
  .on(['GET', 'POST'], '/front/login/logout', async (c) => {
    await logout(c.get('db'), c.get('token'))
    return okSaying(c, 'POST /api/front/login/logout', null, /*i18n*/ 'Logged out')
  })
  .post('/front/login/token/is/exist', async (c) =>
    ok(c, 'POST /api/front/login/token/is/exist', (await optionalUser(c)) !== null),
  )
  .get('/front/user/info', async (c) => ok(c, 'GET /api/front/user/info', userInfo(await requireUser(c), absUrls(c))))
  .get('/front/user/menu/user', async (c) => {
    await requireUser(c)
    return ok(c, 'GET /api/front/user/menu/user', await userMenu(c.get('db'), localeOf(c)))
  })
