import { desc, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { resetConfig } from '../../app.config'
import { oauthHeader, oauthSignature } from '~/server/auth/social'
import { DEMO_SHOPPER } from '~/server/db/seed'
import { outboxMessages, users } from '~/server/db/schema'
import { readSetting, writeSetting } from '~/server/db/settings'
import { CookieJar, expectCode, sessionCookie, useApiHarness } from './support/harness'

const api = useApiHarness()

let ipCounter = 0
const newIp = () => `10.2.0.${++ipCounter}`

/** Each test is one browser, so the outbox shows it the codes it asked for. */
let browser: CookieJar
beforeEach(() => {
  browser = new CookieJar()
})

async function latestCode(to: string): Promise<string> {
  const { body } = await api.get<{ body: string }[]>(`/api/front/dev/outbox?to=${encodeURIComponent(to)}&limit=1`, {
    jar: browser,
  })
  const match = /\b(\d{6})\b/.exec(body.data[0]?.body ?? '')
  if (!match) throw new Error(`no code for ${to}`)
  return match[1]
}

const post = <T = unknown>(path: string, json: unknown, ip: string, headers: Record<string, string> = {}) =>
  api.call<T>(path, { method: 'POST', json, headers: { 'x-forwarded-for': ip, ...headers }, jar: browser })

const sendEmailCode = (email: string, ip: string) =>
  api.call('/api/front/login/email/captcha', {
    method: 'POST',
    body: JSON.stringify(email),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    jar: browser,
  })

interface Me {
  id: number
  email: string
  phone: string
  countryCode: string
  nickname: string
  inviteCode: string
  userType: string
  isVisitor: boolean
}
const me = async (cookie: string) => (await api.get<Me>('/api/front/user/info', { as: cookie })).body

describe('registration by e-mail (C4 → L4)', () => {
  it('registers with the mailed code, signs in, and then signs in with the password', async () => {
    const ip = newIp()
    const email = 'New.Shopper@Example.com'
    expect((await sendEmailCode(email, ip)).body.code).toBe(200)
    const captcha = await latestCode('new.shopper@example.com')
    const reg = await post<{ token?: string; uid: number }>(
      '/api/front/login/register/email',
      { email, captcha, password: 'Shopper123', inviteCode: DEMO_SHOPPER.inviteCode },
      ip,
    )
    expect(reg.body).toMatchObject({ code: 200, message: 'Registration successful' })
    expect(reg.body.data.token).toBeUndefined()
    const user = await me(sessionCookie(reg.response))
    expect(user.data).toMatchObject({
      email: 'new.shopper@example.com',
      nickname: 'new.shopper',
      userType: 'email',
      isVisitor: false,
    })
    expect(user.data.inviteCode).toMatch(/^[A-Z0-9]{8}$/)
    expect(user.data.inviteCode).not.toBe(DEMO_SHOPPER.inviteCode)

    const [row] = await api.handle.db.select().from(users).where(eq(users.id, user.data.id))
    const [demo] = await api.handle.db.select().from(users).where(eq(users.email, DEMO_SHOPPER.email))
    expect(row.invitedBy).toBe(demo.id)
    expect(row.passwordHash).toMatch(/^scrypt\$/)

    expect((await post('/api/front/login/email', { email, password: 'Shopper123' }, ip)).body.code).toBe(200)
    const wrong = await post('/api/front/login/email', { email, password: 'Shopper124' }, ip)
    const unknown = await post('/api/front/login/email', { email: 'nobody@example.com', password: 'Shopper123' }, ip)
    expect(wrong.body).toMatchObject({ code: 400, message: 'Incorrect account or password' })
    expect(unknown.body).toEqual(wrong.body)
  })

  it('enforces the password rule and refuses a duplicate e-mail', async () => {
    const ip = newIp()
    await sendEmailCode('rules@example.com', ip)
    const captcha = await latestCode('rules@example.com')
    for (const password of ['short1', 'onlyletters', '1234567890', `a1${'x'.repeat(63)}`]) {
      const { body } = await post(
        '/api/front/login/register/email',
        { email: 'rules@example.com', captcha, password },
        ip,
      )
      expect(body).toMatchObject({
        code: 400,
        message: 'The password must be 8 to 64 characters long and contain a letter and a digit',
      })
    }
    const ok = await post(
      '/api/front/login/register/email',
      { email: 'rules@example.com', captcha, password: 'Good1234', inviteCode: 'NOSUCH00' },
      ip,
    )
    expect(ok.body.code).toBe(200)
    const [row] = await api.handle.db.select().from(users).where(eq(users.email, 'rules@example.com'))
    expect(row.invitedBy).toBeNull()
    const again = await sendEmailCode('RULES@example.com', ip)
    expect(again.body).toMatchObject({ code: 400, message: 'This e-mail is already registered, please sign in' })
  })
})

describe('registration by phone (C6 → L5)', () => {
  it('registers a valid +7 number with the SMS code and a masked nickname', async () => {
    const ip = newIp()
    const form = new FormData()
    form.set('phone', '916 555-12-34')
    form.set('countryCode', '+7')
    const sent = await api.call('/api/front/login/sendCode', {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': ip },
      jar: browser,
    })
    expect(sent.body.code).toBe(200)
    const captcha = await latestCode('+7 9165551234')
    const reg = await post(
      '/api/front/login/register/mobile',
      { countryCode: '+7', phone: '9165551234', captcha, password: 'Phone1234' },
      ip,
    )
    expect(reg.body.code).toBe(200)
    const user = await me(sessionCookie(reg.response))
    expect(user.data).toMatchObject({
      phone: '9165551234',
      countryCode: '+7',
      nickname: '916****234',
      userType: 'phone',
    })
    const login = await post(
      '/api/front/login/mobile/password',
      { countryCode: '+7', phone: '9165551234', password: 'Phone1234' },
      ip,
    )
    expect(login.body.code).toBe(200)
  })

  it('refuses an invalid number for the country', async () => {
    const ip = newIp()
    const answer = await post(
      '/api/front/login/register/mobile',
      { countryCode: '+7', phone: '1234567', captcha: '123456', password: 'Phone1234' },
      ip,
    )
    expectCode(answer, 400, /valid phone number/)
  })
})

describe('tourist entry (L6)', () => {
  async function setVisitorOpen(open: boolean) {
    const login = await readSetting(api.handle.db, 'login')
    await writeSetting(api.handle.db, 'login', { loginLeftImage: '', agreement: '', ...login, visitorOpen: open })
  }

  it('is refused while closed', async () => {
    await setVisitorOpen(false)
    const { body } = await post(
      '/api/front/login/register/visitor',
      { countryCode: 7, email: 'tourist@example.com', phone: '9031112233' },
      newIp(),
    )
    expect(body).toMatchObject({ code: 400, message: 'Tourist entry is closed' })
    expect((await api.call<{ visitorOpen: boolean }>('/api/front/login/method/info')).body.data.visitorOpen).toBe(false)
  })

  /** The newest code mailed to `to`, read where the mail server would deliver it (the outbox shows it to nobody). */
  async function mailedCode(to: string): Promise<string> {
    const [message] = await api.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, to))
      .orderBy(desc(outboxMessages.id))
      .limit(1)
    const match = /\b(\d{6})\b/.exec(message?.body ?? '')
    if (!match) throw new Error(`no code for ${to}`)
    return match[1]
  }

  const enter = (json: Record<string, unknown>, ip: string, jar = browser) =>
    api.call<{ codeRequired?: boolean; uid?: number }>('/api/front/login/register/visitor', {
      method: 'POST',
      json,
      headers: { 'x-forwarded-for': ip },
      jar,
    })

  it('creates a tourist once; the same e-mail again gets a mailed code, not the account; a registered e-mail must sign in', async () => {
    await setVisitorOpen(true)
    const ip = newIp()
    expect((await api.call<{ visitorOpen: boolean }>('/api/front/login/method/info')).body.data.visitorOpen).toBe(true)
    const first = await post(
      '/api/front/login/register/visitor',
      { countryCode: 7, email: 'tourist@example.com', phone: '9031112233' },
      ip,
    )
    expect(first.body.code).toBe(200)
    const tourist = await me(sessionCookie(first.response))
    expect(tourist.data).toMatchObject({
      isVisitor: true,
      userType: 'visitor',
      email: 'tourist@example.com',
      phone: '9031112233',
      countryCode: '+7',
    })
    const [row] = await api.handle.db.select().from(users).where(eq(users.id, tourist.data.id))
    expect(row.passwordHash).toBeNull()

    // Someone else types the e-mail (any phone): no session, no account data, only "we mailed a code".
    const stranger = new CookieJar()
    const again = await enter({ countryCode: '+7', email: 'Tourist@example.com', phone: '' }, newIp(), stranger)
    expect(again.body).toMatchObject({ code: 200, data: { codeRequired: true } })
    expect(again.body.message).toMatch(/sent it a code/)
    expect(JSON.stringify(again.body)).not.toMatch(/9031112233|token|"uid"/)
    expect(again.response.headers.getSetCookie().some((cookie) => cookie.startsWith('token='))).toBe(false)
    // The code went to the e-mail, and the stranger's outbox does not show it.
    const outbox = await api.get<unknown[]>('/api/front/dev/outbox?to=tourist%40example.com', { jar: stranger })
    expect(outbox.body.data).toEqual([])
    // A wrong code opens nothing; the mailed one opens the tourist's account.
    const wrong = await enter({ countryCode: 7, email: 'tourist@example.com', phone: '', captcha: '000000' }, ip)
    expect(wrong.body).toMatchObject({ code: 400, message: 'The verification code is incorrect or has expired' })
    const proved = await enter(
      { countryCode: 7, email: 'tourist@example.com', phone: '', captcha: await mailedCode('tourist@example.com') },
      ip,
    )
    expect(proved.body.code).toBe(200)
    expect((await me(sessionCookie(proved.response))).data.id).toBe(tourist.data.id)

    const registered = await post(
      '/api/front/login/register/visitor',
      { countryCode: 7, email: DEMO_SHOPPER.email, phone: '' },
      ip,
    )
    expect(registered.body).toMatchObject({ code: 400, message: 'This e-mail is registered, please sign in' })
    // A tourist has no password to sign in with.
    expect(
      (await post('/api/front/login/email', { email: 'tourist@example.com', password: 'anything1' }, ip)).body.code,
    ).toBe(400)
  })

  it('answers a returning tourist e-mail in the shopper’s language', async () => {
    await setVisitorOpen(true)
    const ip = newIp()
    expect((await enter({ countryCode: 7, email: 'tourist-es@example.com' }, ip)).body.code).toBe(200)
    const again = await api.call<{ codeRequired?: boolean }>('/api/front/login/register/visitor', {
      method: 'POST',
      json: { countryCode: 7, email: 'tourist-es@example.com' },
      headers: { 'x-forwarded-for': ip, cookie: 'locale=es' },
    })
    expect(again.body.data).toEqual({ codeRequired: true })
    expect(again.body.message).not.toMatch(/[Tt]his e-mail/)
    expect(again.body.message).toMatch(/código/)
  })

  it('turns the tourist into a registered account when the e-mail registers, and ends every tourist session', async () => {
    await setVisitorOpen(true)
    const ip = newIp()
    // An attacker enters first with the e-mail of someone who has not registered yet.
    const entry = await enter({ countryCode: 7, email: 'upgrade@example.com' }, ip, new CookieJar())
    const attacker = sessionCookie(entry.response)
    const touristId = (await me(attacker)).data.id
    expect((await sendEmailCode('upgrade@example.com', ip)).body.code).toBe(200)
    // The outbox shows the owner nothing while a tourist holds the e-mail (it cannot tell them apart): read the mail.
    const reg = await post(
      '/api/front/login/register/email',
      { email: 'upgrade@example.com', captcha: await mailedCode('upgrade@example.com'), password: 'Upgrade123' },
      ip,
    )
    const owner = sessionCookie(reg.response)
    expect((await me(owner)).data).toMatchObject({ id: touristId, isVisitor: false, userType: 'email' })
    // The attacker's tourist token is dead: no profile, no addresses, no rename.
    expect((await me(attacker)).code).not.toBe(200)
    expect((await api.get('/api/front/address/list', { as: attacker })).body.code).not.toBe(200)
    const rename = await api.post('/api/front/user/edit', { nickname: 'Pwned' }, { as: attacker })
    expect(rename.body.code).not.toBe(200)
    expect((await me(owner)).data.nickname).not.toBe('Pwned')
  })

  it('lets the owner of a phone register it when only a tourist typed it in', async () => {
    await setVisitorOpen(true)
    const ip = newIp()
    const squat = await enter(
      { countryCode: 7, email: 'squatter@example.com', phone: '9167770011' },
      ip,
      new CookieJar(),
    )
    expect(squat.body.code).toBe(200)
    const form = new FormData()
    form.set('phone', '9167770011')
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
    const reg = await post(
      '/api/front/login/register/mobile',
      { countryCode: '+7', phone: '9167770011', captcha: await mailedCode('+7 9167770011'), password: 'Phone1234' },
      ip,
    )
    expect(reg.body.code).toBe(200)
    expect((await me(sessionCookie(reg.response))).data).toMatchObject({ phone: '9167770011', userType: 'phone' })
    expect((await me(sessionCookie(squat.response))).data.phone).toBeFalsy()
  })
})

describe('social sign-in', () => {
  it('reports social sign-in off by default and follows the configuration', async () => {
    const info = await api.call<Record<string, unknown>>('/api/front/login/method/info')
    expect(info.body.data).toMatchObject({
      facebookOpen: false,
      facebookAppId: '',
      googleOpen: false,
      googleClientId: '',
      twitterOpen: false,
    })
    const saved = { ...process.env }
    Object.assign(process.env, { GOOGLE_CLIENT_ID: 'g-123', TWITTER_CONSUMER_KEY: 'k', TWITTER_CONSUMER_SECRET: 's' })
    resetConfig()
    try {
      const on = await api.call<Record<string, unknown>>('/api/front/login/method/info')
      expect(on.body.data).toMatchObject({
        googleOpen: true,
        googleClientId: 'g-123',
        twitterOpen: true,
        facebookOpen: false,
      })
    } finally {
      for (const key of ['GOOGLE_CLIENT_ID', 'TWITTER_CONSUMER_KEY', 'TWITTER_CONSUMER_SECRET']) {
        if (saved[key] === undefined) delete process.env[key]
        else process.env[key] = saved[key]
      }
      resetConfig()
    }
  })

  it('answers 400 for Twitter sign-in without credentials (L7, L8)', async () => {
    const request = await api.call('/api/front/login/twitter/request/token?end=pc')
    expect(request.body).toMatchObject({ code: 400, message: 'Twitter sign-in is not configured' })
    const login = await post(
      '/api/front/login/twitter',
      { oauthToken: 't', oauthTokenSecret: 's', oauthVerifier: 'v' },
      newIp(),
    )
    expect(login.body).toMatchObject({ code: 400, message: 'Twitter sign-in is not configured' })
    expect(login.response.headers.getSetCookie()).toEqual([])
  })

  it('signs OAuth 1.0a requests with HMAC-SHA1 (Twitter documentation vector)', () => {
    // developer.twitter.com "Creating a signature"
    const signature = oauthSignature(
      'post',
      'https://api.twitter.com/1.1/statuses/update.json',
      {
        status: 'Hello Ladies + Gentlemen, a signed OAuth request!',
        include_entities: 'true',
        oauth_consumer_key: 'xvz1evFS4wEEPTGEFPHBog',
        oauth_nonce: 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg',
        oauth_signature_method: 'HMAC-SHA1',
        oauth_timestamp: '1318622958',
        oauth_token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
        oauth_version: '1.0',
      },
      'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
      'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
    )
    expect(signature).toBe('hCtSmYh+iHYCEqBWrE7C7hYmtUk=')
  })

  it('signs the OAuth 1.0 specification example and builds the Authorization header', () => {
    // OAuth Core 1.0 Appendix A.5
    const params = {
      file: 'vacation.jpg',
      size: 'original',
      oauth_consumer_key: 'dpf43f3p2l4k3l03',
      oauth_token: 'nnch734d00sl2jdk',
      oauth_signature_method: 'HMAC-SHA1',
      oauth_timestamp: '1191242096',
      oauth_nonce: 'kllo9940pd9333jh',
      oauth_version: '1.0',
    }
    expect(
      oauthSignature('GET', 'http://photos.example.net/photos', params, 'kd94hf93k423kf44', 'pfkkdhi9sl3r4s00'),
    ).toBe('tR3+Ty81lMeYAr/Fid0kMTYa/WM=')
    const header = oauthHeader(
      'https://api.twitter.com/oauth/request_token',
      { consumerKey: 'ck', consumerSecret: 'cs' },
      { oauth_callback: 'http://shop.test/middlewares/callback_twitter' },
      '',
      { nonce: 'n1', timestamp: '1700000000' },
    )
    expect(header).toMatch(
      /^OAuth oauth_callback="http%3A%2F%2Fshop.test%2Fmiddlewares%2Fcallback_twitter", oauth_consumer_key="ck", oauth_nonce="n1", oauth_signature="[^"]+", oauth_signature_method="HMAC-SHA1", oauth_timestamp="1700000000", oauth_version="1.0"$/,
    )
  })
})
