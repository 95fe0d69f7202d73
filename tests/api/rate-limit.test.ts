// @database-sensitive: concurrency: atomic counting under concurrent hits
import { and, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { readConfig } from '../../app.config'
import { hitRateLimit, RULES, undoRateHit } from '~/server/auth/rate-limit'
import { clientIpOf } from '~/server/client-ip'
import { rateLimits, verificationCodes } from '~/server/db/schema'
import { useApiHarness } from './support/harness'

const api = useApiHarness()

/** A code request from `ip` whose body is the e-mail as JSON (the storefront's encoding). */
const codeRequest = (path: string, email: string, ip: string) =>
  api.call(path, {
    method: 'POST',
    body: JSON.stringify(email),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
  })

// Password sign-in limits (failures per address, per account and address, per account) live in login-lockout.test.ts.

describe('code sending', () => {
  it('allows 5 codes per target an hour', async () => {
    const ip = '203.0.113.5'
    const send = () => codeRequest('/api/front/login/email/captcha', 'limited@example.com', ip)
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
      const { body } = await codeRequest('/api/front/login/email/forget/password', `forgot${i}@example.com`, ip)
      expect(body.code).toBe(200)
    }
    const blocked = await codeRequest('/api/front/login/email/forget/password', 'forgot-more@example.com', ip)
    expect(blocked.body.message).toMatch(/^Too many attempts/)
  })
})

/**
 * Round two, finding 5: behind TRUST_PROXY the client address is the X-Forwarded-For entry the outermost trusted
 * proxy wrote, counted from the right; what the client put in the header itself never names it.
 */
describe('the client address behind trusted proxies', () => {
  it('reads TRUST_PROXY as a number of hops (true = 1), and refuses anything else', () => {
    expect(readConfig({ TRUST_PROXY: 'true' })).toMatchObject({ trustProxy: true, proxyHops: 1 })
    expect(readConfig({ TRUST_PROXY: '2' })).toMatchObject({ trustProxy: true, proxyHops: 2 })
    expect(readConfig({ TRUST_PROXY: 'false' })).toMatchObject({ trustProxy: false, proxyHops: 0 })
    expect(readConfig({})).toMatchObject({ trustProxy: false, proxyHops: 0 })
    expect(() => readConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/)
  })

  it('takes the entry N hops from the right, or the socket address when the header is shorter', () => {
    const socket = '10.0.0.9'
    expect(clientIpOf('6.6.6.6, 198.51.100.7', socket, 1)).toBe('198.51.100.7')
    expect(clientIpOf('6.6.6.6,7.7.7.7 , 198.51.100.7', socket, 1)).toBe('198.51.100.7')
    expect(clientIpOf('6.6.6.6, 198.51.100.7, 10.0.0.2', socket, 2)).toBe('198.51.100.7')
    expect(clientIpOf('198.51.100.7', socket, 2)).toBe(socket)
    expect(clientIpOf(null, socket, 1)).toBe(socket)
    expect(clientIpOf('', socket, 1)).toBe(socket)
    expect(clientIpOf('6.6.6.6', socket, 0)).toBe(socket)
  })

  it('keeps the per-address code limit when the client rotates its X-Forwarded-For (one proxy appends the real one)', async () => {
    const real = '198.51.100.77'
    const answers: number[] = []
    for (let i = 0; i < 25; i++) {
      // What nginx's $proxy_add_x_forwarded_for forwards: the client's own header, then the address nginx saw.
      const forwarded = `203.0.113.${i}, 192.0.2.${i}, ${real}`
      const clientIp = clientIpOf(forwarded, '127.0.0.1', 1)
      const { body } = await api.call('/api/front/login/email/forget/password', {
        method: 'POST',
        body: JSON.stringify(`rotate${i}@example.com`),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
        clientIp,
      })
      answers.push(body.code)
    }
    expect(answers.filter((code) => code === 200)).toHaveLength(RULES.codeIp.limit)
    expect(answers.slice(RULES.codeIp.limit).every((code) => code === 400)).toBe(true)
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

  it('takes back one hit in the window it was counted in, never below zero', async () => {
    const rule = { name: 'test:undo', limit: 2, windowSeconds: 60 }
    const first = await hitRateLimit(api.handle.db, rule, 'y', new Date('2030-01-01T00:00:10Z'))
    const second = await hitRateLimit(api.handle.db, rule, 'y', new Date('2030-01-01T00:00:20Z'))
    await undoRateHit(api.handle.db, second)
    await undoRateHit(api.handle.db, first)
    await undoRateHit(api.handle.db, first)
    const [row] = await api.handle.db.select().from(rateLimits).where(eq(rateLimits.key, 'test:undo:y'))
    expect(row.count).toBe(0)
    expect((await hitRateLimit(api.handle.db, rule, 'y', new Date('2030-01-01T00:00:30Z'))).count).toBe(1)
  })

  it('keys code counters by target and by address', async () => {
    await codeRequest('/api/front/login/email/captcha', 'keys@example.com', '192.0.2.200')
    const rows = await api.handle.db.select().from(rateLimits).where(like(rateLimits.key, 'code:%'))
    const keys = rows.map((r) => r.key)
    expect(keys).toContain(`${RULES.codeTarget.name}:keys@example.com`)
    expect(keys).toContain(`${RULES.codeIp.name}:192.0.2.200`)
  })
})
