import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { resetConfig } from '../../app.config'
import type { OutboxMessage } from '~/contract'
import { DEMO_SHOPPER } from '~/server/db/seed'
import { verificationCodes } from '~/server/db/schema'
import { type CallInit, CookieJar, sessionCookie, useApiHarness } from './support/harness'

const api = useApiHarness()

let ipCounter = 0
/** Each test talks from its own address, so the per-IP limits of one test do not spill into the next. */
const newIp = () => `10.1.0.${++ipCounter}`

/** Each test is one browser: the outbox shows it only the messages it is entitled to (dev-outbox.test.ts). */
let browser: CookieJar
beforeEach(() => {
  browser = new CookieJar()
})

/** Signs this browser in to the demo account and out again: it has proved it owns the demo's addresses. */
async function claimDemo(ip: string) {
  const login = await post('/api/front/login/email', { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }, ip)
  expect(login.body.code).toBe(200)
  browser.cookies.delete('token')
}

async function outbox(to: string) {
  const { body } = await api.get<OutboxMessage[]>(`/api/front/dev/outbox?to=${encodeURIComponent(to)}&limit=5`, {
    jar: browser,
  })
  expect(body.code).toBe(200)
  return body.data
}

async function latestCode(to: string): Promise<string> {
  const [message] = await outbox(to)
  expect(message, `no message for ${to}`).toBeDefined()
  const match = /\b(\d{6})\b/.exec(message.body)
  expect(match).not.toBeNull()
  return match![1]
}

const raw = (path: string, text: string, ip: string, init: CallInit = {}) =>
  api.call(path, {
    method: 'POST',
    body: text,
    jar: browser,
    ...init,
    headers: { 'content-type': 'application/json; charset=UTF-8', 'x-forwarded-for': ip, ...(init.headers as object) },
  })

const post = <T = unknown>(path: string, json: unknown, ip: string, headers: Record<string, string> = {}) =>
  api.call<T>(path, { method: 'POST', json, headers: { 'x-forwarded-for': ip, ...headers }, jar: browser })

/** Backdates every code of a target so the 60 s resend rule lets the next send through. */
async function backdate(target: string, seconds = 61) {
  await api.handle.db
    .update(verificationCodes)
    .set({ createdAt: sql`${verificationCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(verificationCodes.target, target))
}

describe('e-mail codes (C4) and the outbox', () => {
  it('accepts the raw-text e-mail unquoted and JSON-quoted, and mails a 6-digit code', async () => {
    const ip = newIp()
    const plain = await raw('/api/front/login/email/captcha', 'Plain.Buyer@Example.com', ip)
    expect(plain.body).toMatchObject({ code: 200, message: 'The verification code has been sent' })
    const quoted = await raw('/api/front/login/email/captcha', '"quoted.buyer@example.com"', ip)
    expect(quoted.body.code).toBe(200)

    const [mail] = await outbox('plain.buyer@example.com')
    expect(mail).toMatchObject({ channel: 'email', recipient: 'plain.buyer@example.com' })
    expect(mail.body).toMatch(/\b\d{6}\b/)
    expect(mail.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(await latestCode('quoted.buyer@example.com')).toMatch(/^\d{6}$/)
    // Only a hash is stored.
    const rows = await api.handle.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, 'plain.buyer@example.com'))
    expect(rows).toHaveLength(1)
    expect(rows[0].codeHash).not.toContain(await latestCode('plain.buyer@example.com'))
  })

  it('refuses an invalid or already registered e-mail', async () => {
    const ip = newIp()
    const invalid = await raw('/api/front/login/email/captcha', 'not-an-email', ip)
    expect(invalid.body.code).toBe(400)
    const taken = await raw('/api/front/login/email/captcha', DEMO_SHOPPER.email, ip)
    expect(taken.body.code).toBe(400)
    expect(taken.body.message).toMatch(/already registered/)
    expect(await outbox(DEMO_SHOPPER.email)).toEqual([])
  })

  it('enforces the 60 s resend rule on the server', async () => {
    const ip = newIp()
    expect((await raw('/api/front/login/email/captcha', 'resend@example.com', ip)).body.code).toBe(200)
    const again = await raw('/api/front/login/email/captcha', 'resend@example.com', ip)
    expect(again.body.code).toBe(400)
    expect(again.body.message).toMatch(/^Please wait (60|59|58) seconds before requesting a new code$/)
    expect(await outbox('resend@example.com')).toHaveLength(1)
    await backdate('resend@example.com')
    expect((await raw('/api/front/login/email/captcha', 'resend@example.com', ip)).body.code).toBe(200)
    expect(await outbox('resend@example.com')).toHaveLength(2)
  })

  it('serves the outbox only while the outbox sender is on', async () => {
    const saved = process.env.MESSAGE_SENDER
    process.env.MESSAGE_SENDER = 'smtp'
    resetConfig()
    try {
      const { body } = await api.call('/api/front/dev/outbox?limit=1')
      expect(body).toMatchObject({ code: 404, message: 'Not found' })
    } finally {
      if (saved === undefined) delete process.env.MESSAGE_SENDER
      else process.env.MESSAGE_SENDER = saved
      resetConfig()
    }
    expect((await api.call('/api/front/dev/outbox?limit=1')).body.code).toBe(200)
  })
})

describe('using a code', () => {
  async function registerWith(email: string, captcha: string, ip: string) {
    return post<{ token?: string }>('/api/front/login/register/email', { email, captcha, password: 'Secret123' }, ip)
  }

  it('works once: a second use of the same code is refused', async () => {
    const ip = newIp()
    await raw('/api/front/login/email/captcha', 'once@example.com', ip)
    const code = await latestCode('once@example.com')
    expect((await registerWith('once@example.com', code, ip)).body.code).toBe(200)
    const reuse = await post(
      '/api/front/login/email/reset/password',
      {
        email: 'once@example.com',
        captcha: code,
        newPassword: 'Other1234',
        passwordAgain: 'Other1234',
      },
      ip,
    )
    expect(reuse.body.code).toBe(400)
    const twice = await registerWith('once@example.com', code, ip)
    expect(twice.body.code).toBe(400)
  })

  it('expires after 5 minutes', async () => {
    const ip = newIp()
    await raw('/api/front/login/email/captcha', 'late@example.com', ip)
    const code = await latestCode('late@example.com')
    await api.handle.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, 'late@example.com'))
    const late = await registerWith('late@example.com', code, ip)
    expect(late.body).toMatchObject({ code: 400, message: 'The verification code is incorrect or has expired' })
  })

  it('becomes invalid after 5 wrong attempts, even for the right code', async () => {
    const ip = newIp()
    await raw('/api/front/login/email/captcha', 'guesser@example.com', ip)
    const code = await latestCode('guesser@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    const messages: string[] = []
    for (let i = 0; i < 5; i++) messages.push((await registerWith('guesser@example.com', wrong, ip)).body.message)
    expect(messages.slice(0, 4).every((m) => m === 'The verification code is incorrect or has expired')).toBe(true)
    expect(messages[4]).toMatch(/Too many incorrect codes/)
    const right = await registerWith('guesser@example.com', code, ip)
    expect(right.body.code).toBe(400)
    expect(right.body.message).toMatch(/Too many incorrect codes/)
    const [row] = await api.handle.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, 'guesser@example.com'))
    expect(row.attempts).toBe(5)
    expect(row.usedAt).toBeNull()
  })

  it('stays usable when the action it authorises fails (the transaction rolls back)', async () => {
    const ip = newIp()
    await claimDemo(ip)
    const form = new FormData()
    form.set('phone', DEMO_SHOPPER.phone)
    form.set('countryCode', DEMO_SHOPPER.countryCode)
    await api.call('/api/front/login/sendCode', {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': ip },
      jar: browser,
    })
    const code = await latestCode(`${DEMO_SHOPPER.countryCode} ${DEMO_SHOPPER.phone}`)
    // Registering the demo phone fails inside the code's transaction (phone taken)…
    const taken = await post(
      '/api/front/login/register/mobile',
      { countryCode: '+7', phone: DEMO_SHOPPER.phone, captcha: code, password: 'Phone1234' },
      ip,
    )
    expect(taken.body).toMatchObject({ code: 400, message: 'This phone number is already registered, please sign in' })
    // …so the code was not consumed and still signs in.
    const login = await post(
      '/api/front/login/mobile/captcha',
      { countryCode: '+7', phone: DEMO_SHOPPER.phone, captcha: code },
      ip,
    )
    expect(login.body.code).toBe(200)
  })
})

describe('SMS codes (C6) and quick sign-in (L3)', () => {
  it('takes multipart/form-data, validates the phone per country and signs in with the SMS code', async () => {
    const ip = newIp()
    const bad = new FormData()
    bad.set('phone', '12345')
    bad.set('countryCode', '+7')
    const invalid = await api.call('/api/front/login/sendCode', {
      method: 'POST',
      body: bad,
      headers: { 'x-forwarded-for': ip },
    })
    expect(invalid.body.code).toBe(400)
    expect(invalid.body.message).toMatch(/valid phone number/)

    await backdate(`${DEMO_SHOPPER.countryCode} ${DEMO_SHOPPER.phone}`)
    await claimDemo(ip)
    const form = new FormData()
    form.set('phone', DEMO_SHOPPER.phone)
    form.set('countryCode', DEMO_SHOPPER.countryCode)
    const sent = await api.call('/api/front/login/sendCode', {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': ip },
      jar: browser,
    })
    expect(sent.body).toMatchObject({ code: 200, message: 'The verification code has been sent' })
    const target = `${DEMO_SHOPPER.countryCode} ${DEMO_SHOPPER.phone}`
    const [sms] = await outbox(target)
    expect(sms.channel).toBe('sms')
    const code = await latestCode(target)

    const wrong = await post(
      '/api/front/login/mobile/captcha',
      { phone: DEMO_SHOPPER.phone, countryCode: '+7', captcha: code === '123456' ? '654321' : '123456' },
      ip,
    )
    expect(wrong.body.code).toBe(400)
    const login = await post<{ token?: string }>(
      '/api/front/login/mobile/captcha',
      { phone: DEMO_SHOPPER.phone, countryCode: '+7', captcha: code },
      ip,
    )
    expect(login.body.code).toBe(200)
    expect(login.body.data.token).toBeUndefined()
    const me = await api.get<{ email: string }>('/api/front/user/info', { as: sessionCookie(login.response) })
    expect(me.body.data.email).toBe(DEMO_SHOPPER.email)
  })

  it('answers an unknown phone like a wrong code', async () => {
    const ip = newIp()
    const unknown = await post(
      '/api/front/login/mobile/captcha',
      { phone: '9007654321', countryCode: '+7', captcha: '123456' },
      ip,
    )
    expect(unknown.body).toMatchObject({ code: 400, message: 'The verification code is incorrect or has expired' })
  })
})

describe('forgotten password (C5, L12)', () => {
  it('answers the same for existing and unknown e-mails, but mails only the existing account', async () => {
    const ip = newIp()
    await claimDemo(ip)
    const known = await raw('/api/front/login/email/forget/password', DEMO_SHOPPER.email, ip)
    const unknown = await raw('/api/front/login/email/forget/password', '"nobody-here@example.com"', ip)
    expect(known.body).toEqual(unknown.body)
    expect(known.body.code).toBe(200)
    expect(await outbox(DEMO_SHOPPER.email)).toHaveLength(1)
    expect(await outbox('nobody-here@example.com')).toEqual([])
    // The resend rule answers the same way too.
    const knownAgain = await raw('/api/front/login/email/forget/password', DEMO_SHOPPER.email, ip)
    const unknownAgain = await raw('/api/front/login/email/forget/password', 'nobody-here@example.com', ip)
    expect(knownAgain.body.code).toBe(400)
    expect(unknownAgain.body.code).toBe(400)
    expect(knownAgain.body.message.replace(/\d+/, 'N')).toBe(unknownAgain.body.message.replace(/\d+/, 'N'))
  })

  it('resets the password with the code and revokes every old session', async () => {
    const ip = newIp()
    const email = 'resetter@example.com'
    await raw('/api/front/login/email/captcha', email, ip)
    const reg = await post(
      '/api/front/login/register/email',
      { email, captcha: await latestCode(email), password: 'OldPass123' },
      ip,
    )
    const oldCookie = sessionCookie(reg.response)
    const second = await post('/api/front/login/email', { email, password: 'OldPass123' }, ip)
    const secondCookie = sessionCookie(second.response)

    await raw('/api/front/login/email/forget/password', email, ip)
    const code = await latestCode(email)
    const mismatch = await post(
      '/api/front/login/email/reset/password',
      { email, captcha: code, newPassword: 'NewPass123', passwordAgain: 'NewPass124' },
      ip,
    )
    expect(mismatch.body).toMatchObject({ code: 400, message: 'The two passwords do not match' })
    const weak = await post(
      '/api/front/login/email/reset/password',
      { email, captcha: code, newPassword: 'password', passwordAgain: 'password' },
      ip,
    )
    expect(weak.body.code).toBe(400)
    expect(weak.body.message).toMatch(/8 to 64 characters/)

    const reset = await post(
      '/api/front/login/email/reset/password',
      { email, captcha: code, newPassword: 'NewPass123', passwordAgain: 'NewPass123' },
      ip,
    )
    expect(reset.body.code).toBe(200)
    for (const cookie of [oldCookie, secondCookie]) {
      expect((await api.get('/api/front/user/info', { as: cookie })).body.code).toBe(401)
    }
    expect((await post('/api/front/login/email', { email, password: 'OldPass123' }, ip)).body.code).toBe(400)
    expect((await post('/api/front/login/email', { email, password: 'NewPass123' }, ip)).body.code).toBe(200)
  })
})

describe('changing the password when signed in (C1, C2, U4, U5)', () => {
  it('requires the code e-mailed to the session user and keeps only the current session', async () => {
    const ip = newIp()
    const email = 'changer@example.com'
    await raw('/api/front/login/email/captcha', email, ip)
    const reg = await post(
      '/api/front/login/register/email',
      { email, captcha: await latestCode(email), password: 'First1234' },
      ip,
    )
    const cookie = sessionCookie(reg.response)
    const other = sessionCookie((await post('/api/front/login/email', { email, password: 'First1234' }, ip)).response)

    const anonymous = await api.post('/api/front/captcha/email/password', undefined, { ip })
    expect(anonymous.body.code).toBe(401)
    const noPhone = await api.post('/api/front/captcha/phone/password', undefined, { as: cookie, ip })
    expect(noPhone.body.code).toBe(400)

    const change = (captcha: string) =>
      post(
        '/api/front/user/email/update/password',
        { captcha, newPassword: 'Second123', passwordAgain: 'Second123' },
        ip,
        { cookie },
      )
    // No code sent yet: refused.
    expect((await change('123456')).body.code).toBe(400)
    const sent = await api.post('/api/front/captcha/email/password', undefined, { as: cookie, ip, jar: browser })
    expect(sent.body.code).toBe(200)
    const code = await latestCode(email)
    expect((await change(code)).body.code).toBe(200)

    expect((await api.get('/api/front/user/info', { as: cookie })).body.code).toBe(200)
    expect((await api.get('/api/front/user/info', { as: other })).body.code).toBe(401)
    expect((await post('/api/front/login/email', { email, password: 'Second123' }, ip)).body.code).toBe(200)
  })

  it("sends the phone code to the session user's phone (C1, U4)", async () => {
    const ip = newIp()
    const login = await post(
      '/api/front/login/email',
      { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password },
      ip,
    )
    const cookie = sessionCookie(login.response)
    const sent = await api.post('/api/front/captcha/phone/password', undefined, { as: cookie, ip, jar: browser })
    expect(sent.body.code).toBe(200)
    const code = await latestCode(`${DEMO_SHOPPER.countryCode} ${DEMO_SHOPPER.phone}`)
    const changed = await post(
      '/api/front/user/phone/update/password',
      { captcha: code, newPassword: 'Demo12345!x', passwordAgain: 'Demo12345!x' },
      ip,
      { cookie },
    )
    expect(changed.body.code).toBe(200)
    expect(
      (await post('/api/front/login/email', { email: DEMO_SHOPPER.email, password: 'Demo12345!x' }, ip)).body.code,
    ).toBe(200)
  })
})
