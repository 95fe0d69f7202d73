/**
 * Google and Facebook sign-in (extensions beside Twitter's L7): Google id tokens verified against a local fake JWKS
 * signed with the test's own RSA keypair; Facebook access tokens checked with a local fake Graph API's debug_token.
 */
import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetConfig } from '../../app.config'
import { users } from '~/server/db/schema'
import { resetGoogleKeys } from '~/server/auth/google-facebook'
import { sessionCookie, useApiHarness } from './support/harness'

const api = useApiHarness()
const db = () => api.handle.db
const GOOGLE_CLIENT_ID = 'shop-client.apps.googleusercontent.com'
const FB_APP_ID = '1234567890'
const FB_APP_SECRET = 'fb-secret'

let server: Server
let base = ''
let googleKey: KeyObject
const jwksKeys: Record<string, unknown>[] = []
/** Facebook tokens the fake Graph API knows: token → debug_token data and name. */
const facebookTokens = new Map<
  string,
  { app_id: string; is_valid: boolean; user_id: string; expires_at: number; name: string }
>()
const graphCalls: string[] = []
const ENV_KEYS = [
  'GOOGLE_CLIENT_ID',
  'GOOGLE_JWKS_URL',
  'FACEBOOK_APP_ID',
  'FACEBOOK_APP_SECRET',
  'FACEBOOK_GRAPH_BASE',
  'RATE_LIMIT_SCALE',
] as const
const previous: Record<string, string | undefined> = {}

beforeAll(async () => {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 })
  googleKey = pair.privateKey
  jwksKeys.push({ ...pair.publicKey.export({ format: 'jwk' }), kid: 'key-1', alg: 'RS256', use: 'sig' })
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    graphCalls.push(url.pathname)
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (url.pathname === '/oauth2/v3/certs') return json(200, { keys: jwksKeys })
    if (url.pathname === '/debug_token') {
      if (url.searchParams.get('access_token') !== `${FB_APP_ID}|${FB_APP_SECRET}`)
        return json(400, { error: { message: 'Invalid OAuth access token' } })
      const known = facebookTokens.get(url.searchParams.get('input_token') ?? '')
      if (!known) return json(200, { data: { is_valid: false, error: { message: 'Malformed access token' } } })
      const { name: _name, ...data } = known
      return json(200, { data })
    }
    if (url.pathname === '/me') {
      const known = facebookTokens.get(url.searchParams.get('access_token') ?? '')
      return known
        ? json(200, { id: known.user_id, name: known.name })
        : json(400, { error: { message: 'Invalid token' } })
    }
    json(404, {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  for (const key of ENV_KEYS) previous[key] = process.env[key]
  Object.assign(process.env, {
    GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: `${base}/oauth2/v3/certs`,
    FACEBOOK_APP_ID: FB_APP_ID,
    FACEBOOK_APP_SECRET: FB_APP_SECRET,
    FACEBOOK_GRAPH_BASE: base,
    RATE_LIMIT_SCALE: '50',
  })
  resetConfig()
  resetGoogleKeys()
})

afterAll(async () => {
  for (const key of ENV_KEYS) {
    if (previous[key] === undefined) delete process.env[key]
    else process.env[key] = previous[key]
  }
  resetConfig()
  resetGoogleKeys()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** An id token as Google would sign it (claims overridable), signed with `key` (a stranger's key forges it). */
function idToken(claims: Record<string, unknown> = {}, options: { key?: KeyObject; kid?: string; alg?: string } = {}) {
  const now = Math.floor(Date.now() / 1000)
  const header = b64({ alg: options.alg ?? 'RS256', kid: options.kid ?? 'key-1', typ: 'JWT' })
  const payload = b64({
    iss: 'https://accounts.google.com',
    aud: GOOGLE_CLIENT_ID,
    sub: '110169484474386276334',
    email: 'ada@gmail.example',
    email_verified: true,
    name: 'Ada Lovelace',
    iat: now,
    exp: now + 3600,
    ...claims,
  })
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), options.key ?? googleKey).toString(
    'base64url',
  )
  return `${header}.${payload}.${signature}`
}

let ipCounter = 0
const newIp = () => `203.0.113.${(ipCounter++ % 250) + 1}`
const google = (token: string) =>
  api.post<{ uid: number }>('/api/front/login/google', { idToken: token }, { ip: newIp() })
const facebook = (token: string) =>
  api.post<{ uid: number }>('/api/front/login/facebook', { accessToken: token }, { ip: newIp() })
const userById = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]

describe('login/method/info', () => {
  it('answers the Google and Facebook switches and ids from configuration', async () => {
    const { body } = await api.get('/api/front/login/method/info')
    expect(body.data).toMatchObject({
      googleOpen: true,
      googleClientId: GOOGLE_CLIENT_ID,
      facebookOpen: true,
      facebookAppId: FB_APP_ID,
    })
    const secret = process.env.FACEBOOK_APP_SECRET
    process.env.FACEBOOK_APP_SECRET = ''
    resetConfig()
    try {
      const off = await api.get('/api/front/login/method/info')
      expect(off.body.data).toMatchObject({ facebookOpen: false, facebookAppId: '' })
      expect((await facebook('whatever')).body).toMatchObject({
        code: 400,
        message: 'Facebook sign-in is not configured',
      })
    } finally {
      process.env.FACEBOOK_APP_SECRET = secret
      resetConfig()
    }
  })
})

describe('Google sign-in', () => {
  it('creates the account on the first sign-in and signs the same account in afterwards', async () => {
    const first = await google(idToken())
    expect(first.body.code, first.body.message).toBe(200)
    expect(sessionCookie(first.response)).toMatch(/^token=/)
    const user = await userById(first.body.data.uid)
    expect(user).toMatchObject({
      email: 'google-110169484474386276334@users.noreply',
      userType: 'google',
      nickname: 'Ada Lovelace',
    })
    const again = await google(idToken())
    expect(again.body.data.uid).toBe(first.body.data.uid)
    const info = await api.get<{ nickname: string }>('/api/front/user/info', { as: sessionCookie(again.response) })
    expect(info.body.data.nickname).toBe('Ada Lovelace')
  })

  it('never opens an account registered with the Google e-mail', async () => {
    const mine = await api.createShopper('owner@gmail.example')
    const { body } = await google(idToken({ sub: '999000111', email: 'owner@gmail.example' }))
    expect(body.code).toBe(200)
    expect(body.data.uid).not.toBe(mine.id)
  })

  it.each([
    ['another audience', () => idToken({ aud: 'someone-else.apps.googleusercontent.com' })],
    ['another issuer', () => idToken({ iss: 'https://evil.example' })],
    [
      'an expired token',
      () => idToken({ exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 }),
    ],
    ['a stranger key', () => idToken({}, { key: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey })],
    ['an unknown key id', () => idToken({}, { kid: 'key-9' })],
    [
      'alg none',
      () =>
        `${b64({ alg: 'none', kid: 'key-1' })}.${b64({ iss: 'accounts.google.com', aud: GOOGLE_CLIENT_ID, sub: '1', exp: 9999999999 })}.`,
    ],
    [
      'a tampered payload',
      () => {
        const [h, , s] = idToken().split('.')
        return `${h}.${b64({ iss: 'accounts.google.com', aud: GOOGLE_CLIENT_ID, sub: '42', exp: 9999999999 })}.${s}`
      },
    ],
    ['not a JWT', () => 'not-a-token'],
  ])('refuses %s, creating nothing', async (_name, make) => {
    const before = (await db().select({ id: users.id }).from(users)).length
    const { body, response } = await google(make())
    expect(body).toMatchObject({ code: 400, message: 'Google sign-in failed, please try again' })
    expect(response.headers.getSetCookie().some((c) => c.startsWith('token=') && !c.startsWith('token=;'))).toBe(false)
    expect((await db().select({ id: users.id }).from(users)).length).toBe(before)
  })

  it('picks up a rotated key', async () => {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 })
    jwksKeys.push({ ...pair.publicKey.export({ format: 'jwk' }), kid: 'key-2', alg: 'RS256', use: 'sig' })
    const { body } = await google(idToken({ sub: '5550001' }, { key: pair.privateKey, kid: 'key-2' }))
    expect(body.code, body.message).toBe(200)
  })
})

describe('Facebook sign-in', () => {
  it('creates the account on the first sign-in and signs the same account in afterwards', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 3600
    facebookTokens.set('EAAB-good', {
      app_id: FB_APP_ID,
      is_valid: true,
      user_id: '10220000000000001',
      expires_at: expiresAt,
      name: 'Grace Hopper',
    })
    facebookTokens.set('EAAB-good-2', {
      app_id: FB_APP_ID,
      is_valid: true,
      user_id: '10220000000000001',
      expires_at: expiresAt,
      name: 'Grace Hopper',
    })
    const first = await facebook('EAAB-good')
    expect(first.body.code, first.body.message).toBe(200)
    expect(await userById(first.body.data.uid)).toMatchObject({
      email: 'facebook-10220000000000001@users.noreply',
      userType: 'facebook',
      nickname: 'Grace Hopper',
    })
    const again = await facebook('EAAB-good-2')
    expect(again.body.data.uid).toBe(first.body.data.uid)
    expect(graphCalls).toContain('/debug_token')
  })

  it.each([
    ['an unknown token', 'EAAB-unknown', null],
    [
      'a token of another app',
      'EAAB-other-app',
      { app_id: '999', is_valid: true, user_id: '1022', expires_at: 0, name: 'X' },
    ],
    [
      'an invalid token',
      'EAAB-invalid',
      { app_id: FB_APP_ID, is_valid: false, user_id: '1022', expires_at: 0, name: 'X' },
    ],
    [
      'an expired token',
      'EAAB-expired',
      { app_id: FB_APP_ID, is_valid: true, user_id: '1022', expires_at: 1000, name: 'X' },
    ],
  ])('refuses %s', async (_name, token, data) => {
    if (data) facebookTokens.set(token, data)
    const { body } = await facebook(token)
    expect(body).toMatchObject({ code: 400, message: 'Facebook sign-in failed, please try again' })
  })
})
