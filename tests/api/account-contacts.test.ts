/**
 * Adding a contact to an account (extension, docs/api.md): a shopper registered by phone adds an e-mail
 * with the code mailed to it, one registered by e-mail adds a phone with the SMS code; refusals in the shopper's
 * language; a tourist's typed phone moves to the account that proves it.
 */
import { desc, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { outboxMessages } from '~/server/db/schema'
import { CookieJar, expectCode, ok, sessionCookie, useApiHarness } from './support/harness'

const api = useApiHarness()

let ipCounter = 0
const newIp = () => `10.3.0.${++ipCounter}`

/** Each test is one browser, so the outbox shows it the codes it asked for. */
let browser: CookieJar
beforeEach(() => {
  browser = new CookieJar()
})

async function latest(to: string) {
  const { body } = await api.get<{ subject: string; body: string }[]>(
    `/api/front/dev/outbox?to=${encodeURIComponent(to)}&limit=1`,
    { jar: browser },
  )
  const message = body.data[0]
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1]
  if (!code) throw new Error(`no code for ${to}`)
  return { code, message }
}

const post = <T = unknown>(path: string, json: unknown, ip: string, as?: string, locale = 'en') =>
  api.post<T>(path, json, { as, ip, jar: browser, headers: { 'accept-language': locale } })

interface Me {
  email: string
  phone: string
  countryCode: string
  userType: string
}
const me = async (cookie: string) => ok(await api.get<Me>('/api/front/user/info', { as: cookie }))

async function registerByPhone(phone: string, ip: string) {
  const form = new FormData()
  form.set('phone', phone)
  form.set('countryCode', '+7')
  expect(
    (
      await api.call('/api/front/login/sendCode', {
        method: 'POST',
        body: form,
        headers: { 'x-forwarded-for': ip },
        jar: browser,
      })
    ).body.code,
  ).toBe(200)
  const { code } = await latest(`+7 ${phone}`)
  const reg = await post(
    '/api/front/login/register/mobile',
    { countryCode: '+7', phone, captcha: code, password: 'Phone1234' },
    ip,
  )
  expect(reg.body.code).toBe(200)
  return sessionCookie(reg.response)
}

async function registerByEmail(email: string, ip: string) {
  const sent = await api.call('/api/front/login/email/captcha', {
    method: 'POST',
    body: JSON.stringify(email),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    jar: browser,
  })
  expect(sent.body.code).toBe(200)
  const { code } = await latest(email)
  const reg = await post('/api/front/login/register/email', { email, captcha: code, password: 'Email1234' }, ip)
  expect(reg.body.code).toBe(200)
  return sessionCookie(reg.response)
}

describe('a shopper registered by phone adds an e-mail', () => {
  it('with the code mailed in their language, then signs in with it; a second e-mail is refused', async () => {
    const ip = newIp()
    const cookie = await registerByPhone('9165550101', ip)
    expect(await me(cookie)).toMatchObject({ email: '', phone: '9165550101', userType: 'phone' })

    // A guest cannot; an e-mail of another account is refused before any code is sent.
    expectCode(
      await api.post(
        '/api/front/user/bind/email/captcha',
        { email: 'added@example.com' },
        { ip, jar: new CookieJar() },
      ),
      401,
    )
    expectCode(
      await post('/api/front/user/bind/email/captcha', { email: 'demo@shop.example' }, ip, cookie, 'ru'),
      400,
      'Эта эл. почта уже зарегистрирована, войдите',
    )

    expectCode(await post('/api/front/user/bind/email/captcha', { email: 'Added@Example.com' }, ip, cookie, 'ru'), 200)
    const { code, message } = await latest('added@example.com')
    expect(message.body).toContain('чтобы добавить этот адрес к вашему аккаунту')
    const wrong = code === '000000' ? '111111' : '000000'
    expectCode(
      await post('/api/front/user/bind/email', { email: 'added@example.com', captcha: wrong }, ip, cookie, 'ru'),
      400,
      'Код подтверждения неверен или истёк',
    )
    expect((await me(cookie)).email).toBe('')
    expectCode(
      await post('/api/front/user/bind/email', { email: 'added@example.com', captcha: code }, ip, cookie, 'ru'),
      200,
      'Ваша электронная почта добавлена',
    )
    expect(await me(cookie)).toMatchObject({ email: 'added@example.com', phone: '9165550101', userType: 'phone' })
    // The code worked once; the e-mail now signs the account in with its password.
    expectCode(await post('/api/front/user/bind/email', { email: 'added@example.com', captcha: code }, ip, cookie), 400)
    expectCode(await post('/api/front/login/email', { email: 'added@example.com', password: 'Phone1234' }, ip), 200)
    expectCode(
      await post('/api/front/user/bind/email/captcha', { email: 'another@example.com' }, ip, cookie, 'ru'),
      400,
      'У вашего аккаунта уже есть электронная почта',
    )
  })

  it('refuses a bad e-mail with a sentence naming the field', async () => {
    const ip = newIp()
    const cookie = await registerByPhone('9165550102', ip)
    const answer = await post('/api/front/user/bind/email/captcha', { email: 'not-an-email' }, ip, cookie)
    expectCode(answer, 400, /e-mail/i)
  })
})

describe('a shopper registered by e-mail adds a phone', () => {
  it("with the SMS code; a registered phone is refused, a tourist's typed one moves", async () => {
    const ip = newIp()
    const owner = await registerByPhone('9165550103', ip)
    const cookie = await registerByEmail('phoneless@example.com', ip)
    expect((await me(cookie)).phone).toBe('')

    expectCode(
      await post('/api/front/user/bind/phone/captcha', { countryCode: '+7', phone: '9165550103' }, ip, cookie, 'es'),
      400,
      'Este número de teléfono ya está registrado, inicia sesión',
    )
    expectCode(await post('/api/front/user/bind/phone/captcha', { countryCode: '+7', phone: '12' }, ip, cookie), 400)

    // A tourist typed this number at checkout: the code proves whose it is.
    const tourist = await post(
      '/api/front/login/register/visitor',
      { countryCode: 7, email: 'typed@example.com', phone: '9165550104' },
      newIp(),
    )
    expect(tourist.body.code).toBe(200)
    expectCode(
      await post('/api/front/user/bind/phone/captcha', { countryCode: '+7', phone: '916 555-01-04' }, ip, cookie),
      200,
    )
    // The outbox shows a browser only messages to its own addresses, and the number is still the tourist's: the row.
    const [sms] = await api.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, '+7 9165550104'))
      .orderBy(desc(outboxMessages.id))
      .limit(1)
    const code = /\b(\d{6})\b/.exec(sms.body)![1]
    expectCode(
      await post(
        '/api/front/user/bind/phone',
        { countryCode: 7, phone: '9165550104', captcha: code },
        ip,
        cookie,
        'es',
      ),
      200,
      'Se ha añadido tu número de teléfono',
    )
    expect(await me(cookie)).toMatchObject({
      email: 'phoneless@example.com',
      phone: '9165550104',
      countryCode: '+7',
      userType: 'email',
    })
    expectCode(
      await post(
        '/api/front/login/mobile/password',
        { countryCode: '+7', phone: '9165550104', password: 'Email1234' },
        ip,
      ),
      200,
    )
    expect((await me(sessionCookie(tourist.response))).phone).toBe('')

    expectCode(
      await post('/api/front/user/bind/phone/captcha', { countryCode: '+7', phone: '9165550105' }, ip, cookie, 'es'),
      400,
      'Tu cuenta ya tiene un número de teléfono',
    )
    expect((await me(owner)).phone).toBe('9165550103')
  })
})
