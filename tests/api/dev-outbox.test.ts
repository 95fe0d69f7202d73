/**
 * Security finding 1: nobody can read a message sent to someone else. The outbox shows a browser only the
 * messages bound to its `outbox` cookie, and binds a message only when that browser is entitled to the address.
 */
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetConfig } from '../../app.config'
import type { OutboxMessage } from '~/contract'
import { DEMO_SHOPPER } from '~/server/db/seed'
import { outboxMessages, verificationCodes } from '~/server/db/schema'
import { logger } from '~/server/logger'
import { warnIfOutboxIsPublic } from '~/server/messages/sender'
import { CookieJar, useApiHarness } from './support/harness'

// @isolated: the start-up warning (warnIfOutboxIsPublic) is logged once per process, so this file needs its own.

const api = useApiHarness()
const DEMO_PHONE = `${DEMO_SHOPPER.countryCode} ${DEMO_SHOPPER.phone}`

let ipCounter = 0
const newIp = () => `10.9.0.${++ipCounter}`

const outbox = async (jar: CookieJar | undefined, to = '') =>
  (
    await api.get<OutboxMessage[]>(`/api/front/dev/outbox?limit=100${to ? `&to=${encodeURIComponent(to)}` : ''}`, {
      jar,
    })
  ).body

const sendEmail = (path: string, email: string, jar: CookieJar, ip = newIp()) =>
  api.call(path, {
    method: 'POST',
    body: JSON.stringify(email),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    jar,
  })

function sendSms(phone: string, jar: CookieJar, ip = newIp()) {
  const form = new FormData()
  form.set('phone', phone)
  form.set('countryCode', '+7')
  return api.call('/api/front/login/sendCode', { method: 'POST', body: form, headers: { 'x-forwarded-for': ip }, jar })
}

const post = (path: string, json: unknown, jar: CookieJar, ip = newIp()) => api.post(path, json, { ip, jar })

const codeIn = (items: OutboxMessage[]) => /\b(\d{6})\b/.exec(items[0]?.body ?? '')?.[1]

describe('a stranger', () => {
  it('cannot read a reset code or an SMS code for the demo account, filtered or not', async () => {
    const stranger = new CookieJar()
    expect((await sendEmail('/api/front/login/email/forget/password', DEMO_SHOPPER.email, stranger)).body.code).toBe(
      200,
    )
    expect((await sendSms(DEMO_SHOPPER.phone, stranger)).body.code).toBe(200)
    // The messages exist (the owner would receive them) but belong to no browser.
    const rows = await api.handle.db.select().from(outboxMessages)
    const demoRows = rows.filter((r) => r.recipient === DEMO_SHOPPER.email || r.recipient === DEMO_PHONE)
    expect(demoRows).toHaveLength(2)
    expect(demoRows.every((r) => r.ownerHash === null)).toBe(true)

    for (const jar of [stranger, undefined, new CookieJar()]) {
      expect(await outbox(jar)).toMatchObject({ code: 200, data: [] })
      expect((await outbox(jar, DEMO_SHOPPER.email)).data).toEqual([])
      expect((await outbox(jar, DEMO_PHONE)).data).toEqual([])
    }
    // A made-up outbox cookie reads nothing either.
    const guessed = await api.get<OutboxMessage[]>('/api/front/dev/outbox', { as: `outbox=${'0'.repeat(32)}` })
    expect(guessed.body.data).toEqual([])
  })

  it("sees none of another browser's messages in the unfiltered list", async () => {
    const alice = new CookieJar()
    const bob = new CookieJar()
    await sendEmail('/api/front/login/email/captcha', 'alice@example.com', alice)
    await sendEmail('/api/front/login/email/captcha', 'bob@example.com', bob)
    expect((await outbox(alice)).data.map((m) => m.recipient)).toEqual(['alice@example.com'])
    expect((await outbox(bob)).data.map((m) => m.recipient)).toEqual(['bob@example.com'])
    expect((await outbox(bob, 'alice@example.com')).data).toEqual([])
  })
})

describe('the owner', () => {
  it('as a new registrant gets an HttpOnly outbox cookie with the first code and reads it', async () => {
    const browser = new CookieJar()
    const sent = await sendEmail('/api/front/login/email/captcha', 'newcomer@example.com', browser)
    expect(sent.body.code).toBe(200)
    const cookie = sent.response.headers.getSetCookie().find((c) => c.startsWith('outbox='))
    expect(cookie).toMatch(/^outbox=[0-9a-f]{32}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/)
    const [row] = await api.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'newcomer@example.com'))
    expect(row.ownerHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row.ownerHash).not.toContain(browser.cookies.get('outbox'))
    expect(codeIn((await outbox(browser)).data)).toMatch(/^\d{6}$/)
  })

  it('registers, logs out and signs in with an SMS code in the same browser', async () => {
    const browser = new CookieJar()
    const phone = '9167770011'
    await sendSms(phone, browser)
    const captcha = codeIn((await outbox(browser, `+7 ${phone}`)).data)
    const reg = await post(
      '/api/front/login/register/mobile',
      { countryCode: '+7', phone, captcha, password: 'Phone1234' },
      browser,
    )
    expect(reg.body.code).toBe(200)
    expect((await post('/api/front/login/logout', {}, browser)).body.code).toBe(200)
    browser.cookies.delete('token')

    await api.handle.db.update(verificationCodes).set({ createdAt: new Date(Date.now() - 120_000) })
    await sendSms(phone, browser)
    const again = codeIn((await outbox(browser, `+7 ${phone}`)).data)
    expect(again).not.toBe(captcha)
    expect(
      (await post('/api/front/login/mobile/captcha', { countryCode: '+7', phone, captcha: again }, browser)).body.code,
    ).toBe(200)
    // Another browser asking for this phone's code now gets nothing readable.
    const stranger = new CookieJar()
    await api.handle.db.update(verificationCodes).set({ createdAt: new Date(Date.now() - 120_000) })
    await sendSms(phone, stranger)
    expect((await outbox(stranger)).data).toEqual([])
  })

  it('who signed in with the password may read a later reset code in that browser', async () => {
    const browser = new CookieJar()
    expect(
      (await post('/api/front/login/email', { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }, browser))
        .body.code,
    ).toBe(200)
    browser.cookies.delete('token')
    await api.handle.db.update(verificationCodes).set({ createdAt: new Date(Date.now() - 120_000) })
    await sendEmail('/api/front/login/email/forget/password', DEMO_SHOPPER.email, browser)
    const mail = (await outbox(browser, DEMO_SHOPPER.email)).data
    expect(mail).toHaveLength(1)
    expect(codeIn(mail)).toMatch(/^\d{6}$/)
  })
})

describe('the start-up warning', () => {
  afterEach(() => {
    delete process.env.PUBLIC_URL
    resetConfig()
    vi.restoreAllMocks()
  })

  it('is logged once when the outbox is on behind a public URL, and not for localhost', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
    process.env.PUBLIC_URL = 'http://localhost:3000'
    resetConfig()
    warnIfOutboxIsPublic()
    expect(warn).not.toHaveBeenCalled()
    process.env.PUBLIC_URL = 'https://shop.example.com'
    resetConfig()
    warnIfOutboxIsPublic()
    warnIfOutboxIsPublic()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0][0])).toMatch(/MESSAGE_SENDER=smtp/)
  })
})
