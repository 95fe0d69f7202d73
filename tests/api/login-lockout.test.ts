/**
 * Security finding 6: a stranger's wrong passwords must not keep the owner out, while guessing stays slow per
 * account, per address and per (account, address) — counted in the database, so across servers.
 */
import { and, desc, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outboxMessages, rateLimits, users } from '~/server/db/schema'
import { CookieJar, sessionCookie, useApiHarness } from './support/harness'

const api = useApiHarness()
const PASSWORD = 'Second12345!'
const LOCKED =
  /^Too many failed attempts\. Reset your password with a code sent to your e-mail, or try again in \d+ minutes?$/

const login = (email: string, password: string, ip: string, jar?: CookieJar) =>
  api.post('/api/front/login/email', { email, password }, { ip, jar })

const phoneLogin = (phone: string, password: string, ip: string, jar?: CookieJar) =>
  api.post('/api/front/login/mobile/password', { countryCode: '+7', phone, password }, { ip, jar })

/** Fails `times` sign-ins on `email` from `ip`; returns the messages. */
async function fail(email: string, ip: string, times: number) {
  const messages: string[] = []
  for (let i = 0; i < times; i++) messages.push((await login(email, `wrong-${i}`, ip)).body.message)
  return messages
}

/** The newest message to `to`, read from the table: stands in for the owner's own inbox or phone. */
async function inboxCode(to: string) {
  const [row] = await api.handle.db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, to))
    .orderBy(desc(outboxMessages.id))
    .limit(1)
  return /\b(\d{6})\b/.exec(row?.body ?? '')?.[1] ?? ''
}

describe('a stranger failing on purpose', () => {
  it('fails 50 times from one address: that address is throttled, the owner on a known device still signs in', async () => {
    const email = 'owner1@example.com'
    await api.createShopper(email)
    const ownerBrowser = new CookieJar()
    expect((await login(email, PASSWORD, '192.0.2.1', ownerBrowser)).body.code).toBe(200)
    expect(ownerBrowser.cookies.has('device')).toBe(true)

    const messages = await fail(email, '203.0.113.66', 50)
    expect(messages.slice(0, 10).every((m) => m === 'Incorrect account or password')).toBe(true)
    expect(messages.slice(10).every((m) => LOCKED.test(m))).toBe(true)
    // The attacker's address is throttled even with the right password…
    const attackerRight = await login(email, PASSWORD, '203.0.113.66')
    expect(attackerRight.body.message).toMatch(LOCKED)
    expect(attackerRight.response.headers.getSetCookie().some((c) => c.startsWith('token='))).toBe(false)

    // …while the owner's known device, from its own address, signs in with the right password.
    const owner = await login(email, PASSWORD, '192.0.2.1', ownerBrowser)
    expect(owner.body).toMatchObject({ code: 200, message: 'Login successful' })
    const me = await api.get<{ email: string }>('/api/front/user/info', { as: sessionCookie(owner.response) })
    expect(me.body.data.email).toBe(email)
    // A wrong password from the known device still counts and is still refused as wrong.
    expect((await login(email, 'not-it-1', '192.0.2.1', ownerBrowser)).body.message).toBe(
      'Incorrect account or password',
    )
  })

  it('sends a first-time device to the code route, which works during the lock and makes the device known', async () => {
    const email = 'owner2@example.com'
    await api.createShopper(email)
    await fail(email, '203.0.113.67', 12)

    const newDevice = new CookieJar()
    const refused = await login(email, PASSWORD, '198.51.100.20', newDevice)
    expect(refused.body.code).toBe(400)
    expect(refused.body.message).toMatch(LOCKED)

    // The owner asks for a reset code, reads it in their own mailbox and sets a new password.
    const sent = await api.call('/api/front/login/email/forget/password', {
      method: 'POST',
      body: JSON.stringify(email),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.20' },
      jar: newDevice,
    })
    expect(sent.body.code).toBe(200)
    const reset = await api.post(
      '/api/front/login/email/reset/password',
      { email, captcha: await inboxCode(email), newPassword: 'Fresh12345', passwordAgain: 'Fresh12345' },
      { ip: '198.51.100.20', jar: newDevice },
    )
    expect(reset.body.code).toBe(200)
    // The lock on strangers still holds, but this browser proved the e-mail and is now known.
    expect((await login(email, 'Fresh12345', '198.51.100.99')).body.message).toMatch(LOCKED)
    expect((await login(email, 'Fresh12345', '198.51.100.20', newDevice)).body.code).toBe(200)
  })

  it('keeps SMS-code sign-in working for a locked phone account', async () => {
    const phone = '9005550101'
    const ownerId = (await api.createShopper('owner3@example.com')).id
    await api.handle.db.update(users).set({ countryCode: '+7', phone }).where(eq(users.id, ownerId))
    for (let i = 0; i < 12; i++) await phoneLogin(phone, `wrong-${i}`, '203.0.113.68')
    const device = new CookieJar()
    const refused = await phoneLogin(phone, PASSWORD, '198.51.100.30', device)
    expect(refused.body.message).toMatch(
      /^Too many failed attempts\. Sign in with a verification code, or try again in \d+ minutes?$/,
    )

    const form = new FormData()
    form.set('phone', phone)
    form.set('countryCode', '+7')
    const sent = await api.call('/api/front/login/sendCode', {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': '198.51.100.30' },
      jar: device,
    })
    expect(sent.body.code).toBe(200)
    const byCode = await api.post(
      '/api/front/login/mobile/captcha',
      { countryCode: '+7', phone, captcha: await inboxCode(`+7 ${phone}`) },
      { ip: '198.51.100.30', jar: device },
    )
    expect(byCode.body).toMatchObject({ code: 200, message: 'Login successful' })
    expect((await phoneLogin(phone, PASSWORD, '198.51.100.30', device)).body.code).toBe(200)
  })

  it('does not accept a forged device cookie, nor the device of another account', async () => {
    const email = 'owner4@example.com'
    const ownerId = (await api.createShopper(email)).id
    const otherBrowser = new CookieJar()
    expect((await login('demo@shop.example', 'Demo12345!', '192.0.2.40', otherBrowser)).body.code).toBe(200)
    await fail(email, '203.0.113.69', 10)
    expect((await login(email, PASSWORD, '192.0.2.40', otherBrowser)).body.message).toMatch(LOCKED)
    // The other account's genuine cookie, edited to name the locked account: the signature no longer matches.
    const [, expires, signature] = otherBrowser.cookies.get('device')!.split('.')
    const result = await api.post(
      '/api/front/login/email',
      { email, password: PASSWORD },
      { as: `device=${ownerId}.${expires}.${signature}`, ip: '192.0.2.41' },
    )
    expect(result.body.message).toMatch(LOCKED)
  })
})

describe('guessing stays slow', () => {
  it('bounds distributed guessing on one account: 10 failures in 15 minutes from all addresses together', async () => {
    const email = 'spread@example.com'
    await api.createShopper(email)
    const messages: string[] = []
    for (let i = 0; i < 25; i++) messages.push((await login(email, `guess-${i}`, `100.64.${i}.1`)).body.message)
    expect(messages.filter((m) => m === 'Incorrect account or password')).toHaveLength(10)
    expect(messages.slice(10).every((m) => LOCKED.test(m))).toBe(true)
  })

  it('limits one address to 30 failures over all accounts, and leaves other addresses alone', async () => {
    const ip = '198.51.100.7'
    for (let i = 0; i < 30; i++) {
      expect((await login(`someone${i}@example.com`, 'Password1', ip)).body.message).toBe(
        'Incorrect account or password',
      )
    }
    expect((await login('someone-else@example.com', 'Password1', ip)).body.message).toMatch(/^Too many failed attempts/)
    expect((await login('someone-else@example.com', 'Password1', '198.51.100.8')).body.message).toBe(
      'Incorrect account or password',
    )
  }, 90_000)

  it('counts failures, not successes, and a success resets nothing', async () => {
    const email = 'steady@example.com'
    await api.createShopper(email)
    const ip = '192.0.2.77'
    for (let i = 0; i < 15; i++) expect((await login(email, PASSWORD, ip)).body.code).toBe(200)
    expect((await fail(email, ip, 9)).every((m) => m === 'Incorrect account or password')).toBe(true)
    expect((await login(email, PASSWORD, ip)).body.code).toBe(200)
    // The success took back only its own count: one more failure reaches the limit, the next is refused.
    expect(await fail(email, ip, 2)).toEqual(['Incorrect account or password', expect.stringMatching(LOCKED)])
    // 27 password checks (scrypt, slow by design) on a busy machine.
  }, 90_000)

  it('keys the failure counters by address, by account and address, and by account', async () => {
    await login('keys@example.com', 'Password1', '192.0.2.200')
    const rows = await api.handle.db.select().from(rateLimits).where(like(rateLimits.key, 'login:fail:%'))
    const keys = rows
      .filter((r) => r.key.includes('keys@example.com') || r.key.endsWith('192.0.2.200'))
      .map((r) => r.key)
    expect(keys.sort()).toEqual(
      [
        'login:fail:ip:192.0.2.200',
        'login:fail:pair:keys@example.com|192.0.2.200',
        'login:fail:target:keys@example.com',
        'login:fail:target-day:keys@example.com',
      ].sort(),
    )
    const [pair] = await api.handle.db
      .select()
      .from(rateLimits)
      .where(and(eq(rateLimits.key, 'login:fail:pair:keys@example.com|192.0.2.200')))
    expect(pair.count).toBe(1)
  })
})
