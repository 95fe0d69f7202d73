import { and, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { hitRateLimit, RULES } from '~/server/auth/rate-limit'
import { DEMO_SHOPPER } from '~/server/db/seed'
import { rateLimits, verificationCodes } from '~/server/db/schema'
import { useApiHarness } from './support/harness'

const api = useApiHarness()

const login = (email: string, password: string, ip: string) =>
  api.call('/api/front/login/email', { method: 'POST', json: { email, password }, headers: { 'x-forwarded-for': ip } })

describe('login attempts', () => {
  it('refuses the 11th attempt on one account within 15 minutes, even with the right password', async () => {
    const ip = '192.0.2.10'
    for (let i = 0; i < 10; i++) {
      const { body } = await login(DEMO_SHOPPER.email, i < 9 ? `wrong-${i}` : DEMO_SHOPPER.password, ip)
      expect(body.code).toBe(i < 9 ? 400 : 200)
    }
    const eleventh = await login(DEMO_SHOPPER.email, DEMO_SHOPPER.password, ip)
    expect(eleventh.body.code).toBe(400)
    expect(eleventh.body.message).toMatch(/^Too many attempts, please try again in \d+ minutes?$/)
    expect(eleventh.response.headers.getSetCookie()).toEqual([])
    // Another address does not help for the same account…
    expect((await login(DEMO_SHOPPER.email, DEMO_SHOPPER.password, '192.0.2.11')).body.code).toBe(400)
    // …and the phone sign-in of another target is not affected.
    const phone = await api.call('/api/front/login/mobile/password', {
      method: 'POST',
      json: { countryCode: '+7', phone: '9009990000', password: 'whatever1' },
      headers: { 'x-forwarded-for': ip },
    })
    expect(phone.body).toMatchObject({ code: 400, message: 'Incorrect account or password' })
  })

  it('leaves other accounts alone and limits one address to 30 attempts', async () => {
    const ip = '198.51.100.7'
    for (let i = 0; i < 30; i++) {
      const { body } = await login(`someone${i}@example.com`, 'Password1', ip)
      expect(body).toMatchObject({ code: 400, message: 'Incorrect account or password' })
    }
    const blocked = await login('someone-else@example.com', 'Password1', ip)
    expect(blocked.body.message).toMatch(/^Too many attempts/)
    expect((await login('someone-else@example.com', 'Password1', '198.51.100.8')).body.message).toBe('Incorrect account or password')
  })
})

describe('code sending', () => {
  it('allows 5 codes per target an hour', async () => {
    const ip = '203.0.113.5'
    const send = () =>
      api.call('/api/front/login/email/captcha', { method: 'POST', body: 'limited@example.com', headers: { 'x-forwarded-for': ip } })
    for (let i = 0; i < 5; i++) {
      expect((await send()).body.code).toBe(200)
      // Step past the 60 s resend rule without waiting.
      await api.handle.db
        .update(verificationCodes)
        .set({ createdAt: new Date(Date.now() - 120_000) })
        .where(eq(verificationCodes.target, 'limited@example.com'))
    }
    const sixth = await send()
    expect(sixth.body.code).toBe(400)
    expect(sixth.body.message).toMatch(/^Too many attempts, please try again in \d+ minutes?$/)
  })

  it('allows 20 code requests per address an hour', async () => {
    const ip = '203.0.113.99'
    for (let i = 0; i < 20; i++) {
      const { body } = await api.call('/api/front/login/email/forget/password', {
        method: 'POST',
        body: `forgot${i}@example.com`,
        headers: { 'x-forwarded-for': ip },
      })
      expect(body.code).toBe(200)
    }
    const blocked = await api.call('/api/front/login/email/forget/password', {
      method: 'POST',
      body: 'forgot-more@example.com',
      headers: { 'x-forwarded-for': ip },
    })
    expect(blocked.body.message).toMatch(/^Too many attempts/)
  })
})

describe('the counter', () => {
  it('counts atomically under concurrent hits and starts over in the next window', async () => {
    const rule = { name: 'test:concurrent', limit: 15, windowSeconds: 60 }
    const now = new Date('2030-01-01T00:00:30Z')
    const hits = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(api.handle.db, rule, 'x', now)))
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(hits.filter((h) => h.allowed)).toHaveLength(15)
    expect(Math.max(...hits.map((h) => h.retryAfterSeconds))).toBe(30)
    const [row] = await api.handle.db
      .select()
      .from(rateLimits)
      .where(and(eq(rateLimits.key, 'test:concurrent:x'), eq(rateLimits.windowStart, new Date('2030-01-01T00:00:00Z'))))
    expect(row.count).toBe(20)
    const next = await hitRateLimit(api.handle.db, rule, 'x', new Date('2030-01-01T00:01:00Z'))
    expect(next).toMatchObject({ count: 1, allowed: true })
  })

  it('keys login counters by target and by address', async () => {
    await login('keys@example.com', 'Password1', '192.0.2.200')
    const rows = await api.handle.db.select().from(rateLimits).where(like(rateLimits.key, 'login:%'))
    const keys = rows.map((r) => r.key)
    expect(keys).toContain(`${RULES.loginTarget.name}:keys@example.com`)
    expect(keys).toContain(`${RULES.loginIp.name}:192.0.2.200`)
  })
})
