/**
 * Google and Facebook sign-in, checked on the server without a client library.
 * - Google Identity Services hands the browser an id token (a JWT): its RS256 signature is verified with node:crypto
 *   against Google's published keys (JWKS, `GOOGLE_JWKS_URL`, cached for an hour and re-read for an unknown key id),
 *   then the issuer (accounts.google.com), the audience (`GOOGLE_CLIENT_ID`) and the expiry.
 * - Facebook Login hands the browser an access token: the Graph API's `debug_token` (with the app token
 *   `<app id>|<app secret>`) must say it is valid, for this app, and names the user; `/me` gives the name.
 */
import { createPublicKey, type JsonWebKey, verify } from 'node:crypto'
import { config } from '../../../app.config'
import { badRequest } from '../http/envelope'
import { logger } from '../logger'

export const GOOGLE_NOT_CONFIGURED = /*i18n*/ 'Google sign-in is not configured'
export const FACEBOOK_NOT_CONFIGURED = /*i18n*/ 'Facebook sign-in is not configured'
export const GOOGLE_FAILED = /*i18n*/ 'Google sign-in failed, please try again'
export const FACEBOOK_FAILED = /*i18n*/ 'Facebook sign-in failed, please try again'
export const PROVIDER_UNREACHABLE = /*i18n*/ 'The sign-in service is not reachable, please try again later'

const GOOGLE_ISSUERS = new Set(['accounts.google.com', 'https://accounts.google.com'])
/** Clock difference tolerated on `exp`, `iat` and `nbf`. */
const SKEW_SECONDS = 60
const JWKS_MAX_AGE_MS = 60 * 60 * 1000

export const googleConfigured = () => config().social.googleClientId !== ''
export const facebookConfigured = () => config().social.facebookAppId !== '' && config().social.facebookAppSecret !== ''

async function getJson<T>(url: string, what: string): Promise<{ status: number; body: T | null }> {
  let response: Response
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) })
  } catch (error) {
    logger.warn(`${what} unreachable: ${(error as Error).message}`)
    throw badRequest(PROVIDER_UNREACHABLE)
  }
  const body = (await response.json().catch(() => null)) as T | null
  if (response.status >= 500) {
    logger.warn(`${what} answered ${response.status}`)
    throw badRequest(PROVIDER_UNREACHABLE)
  }
  return { status: response.status, body }
}

// ---------------------------------------------------------------------------------------------------------------
// Google

interface Jwk extends JsonWebKey {
  kid?: string
  alg?: string
  use?: string
}
let jwks: { url: string; keys: Jwk[]; fetchedAt: number } | undefined

async function googleKeys(refresh: boolean): Promise<Jwk[]> {
  const url = config().social.googleJwksUrl
  if (!refresh && jwks?.url === url && Date.now() - jwks.fetchedAt < JWKS_MAX_AGE_MS) return jwks.keys
  const { status, body } = await getJson<{ keys?: Jwk[] }>(url, 'google jwks')
  if (status !== 200 || !Array.isArray(body?.keys)) throw badRequest(PROVIDER_UNREACHABLE)
  jwks = { url, keys: body.keys, fetchedAt: Date.now() }
  return jwks.keys
}

/** Tests only: forget the cached keys. */
export function resetGoogleKeys() {
  jwks = undefined
}

const base64url = (part: string) => Buffer.from(part, 'base64url')

function decodePart<T>(part: string): T | null {
  try {
    const value = JSON.parse(base64url(part).toString('utf8')) as unknown
    return value && typeof value === 'object' ? (value as T) : null
  } catch {
    return null
  }
}

export interface GoogleAccount {
  sub: string
  email: string
  emailVerified: boolean
  name: string
}

/** The Google account an id token stands for, or a 400 "Google sign-in failed" (every check, one message). */
export async function verifyGoogleIdToken(idToken: string, now = Date.now()): Promise<GoogleAccount> {
  const clientId = config().social.googleClientId
  if (!clientId) throw badRequest(GOOGLE_NOT_CONFIGURED)
  const fail = (why: string): never => {
    logger.info(`google id token refused: ${why}`)
    throw badRequest(GOOGLE_FAILED)
  }
  const parts = idToken.split('.')
  if (parts.length !== 3) return fail('not a JWT')
  const header = decodePart<{ alg?: string; kid?: string; typ?: string }>(parts[0])
  const claims = decodePart<{
    iss?: string
    aud?: string | string[]
    exp?: number
    iat?: number
    nbf?: number
    sub?: string
    email?: string
    email_verified?: boolean | string
    name?: string
  }>(parts[1])
  if (!header || !claims) return fail('unreadable')
  // Only RS256: "none" and HMAC algorithms (signed with a public key as secret) are refused before anything else.
  if (header.alg !== 'RS256' || !header.kid) return fail(`alg ${header.alg} kid ${header.kid}`)
  let key = (await googleKeys(false)).find((k) => k.kid === header.kid)
  // Google rotates its keys: an unknown id is looked up once more in fresh keys.
  key ??= (await googleKeys(true)).find((k) => k.kid === header.kid)
  if (!key || key.kty !== 'RSA') return fail(`unknown key ${header.kid}`)
  const signed = verify(
    'RSA-SHA256',
    Buffer.from(`${parts[0]}.${parts[1]}`),
    createPublicKey({ key, format: 'jwk' }),
    base64url(parts[2]),
  )
  if (!signed) return fail('bad signature')
  if (!claims.iss || !GOOGLE_ISSUERS.has(claims.iss)) return fail(`issuer ${claims.iss}`)
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud]
  if (!audiences.includes(clientId)) return fail(`audience ${String(claims.aud)}`)
  const seconds = now / 1000
  if (typeof claims.exp !== 'number' || claims.exp + SKEW_SECONDS < seconds) return fail('expired')
  if (typeof claims.nbf === 'number' && claims.nbf - SKEW_SECONDS > seconds) return fail('not yet valid')
  if (typeof claims.iat === 'number' && claims.iat - SKEW_SECONDS > seconds) return fail('issued in the future')
  if (typeof claims.sub !== 'string' || !/^[0-9A-Za-z_-]{1,255}$/.test(claims.sub)) return fail('no subject')
  return {
    sub: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : '',
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: typeof claims.name === 'string' ? claims.name : '',
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Facebook

export interface FacebookAccount {
  userId: string
  name: string
}

/** The Facebook user an access token belongs to, when the Graph API says it is valid for this app. */
export async function verifyFacebookToken(accessToken: string): Promise<FacebookAccount> {
  const { facebookAppId, facebookAppSecret, facebookGraphBase } = config().social
  if (!facebookAppId || !facebookAppSecret) throw badRequest(FACEBOOK_NOT_CONFIGURED)
  const fail = (why: string): never => {
    logger.info(`facebook access token refused: ${why}`)
    throw badRequest(FACEBOOK_FAILED)
  }
  const debug = new URL(`${facebookGraphBase}/debug_token`)
  debug.searchParams.set('input_token', accessToken)
  debug.searchParams.set('access_token', `${facebookAppId}|${facebookAppSecret}`)
  const { status, body } = await getJson<{
    data?: { app_id?: string; is_valid?: boolean; user_id?: string; expires_at?: number }
  }>(debug.href, 'facebook debug_token')
  const data = body?.data
  if (status !== 200 || !data) return fail(`debug_token HTTP ${status}`)
  if (data.is_valid !== true) return fail('not valid')
  if (String(data.app_id) !== facebookAppId) return fail(`app ${data.app_id}`)
  if (typeof data.expires_at === 'number' && data.expires_at !== 0 && data.expires_at * 1000 < Date.now())
    return fail('expired')
  const userId = String(data.user_id ?? '')
  if (!/^\d{1,30}$/.test(userId)) return fail('no user')
  const me = new URL(`${facebookGraphBase}/me`)
  me.searchParams.set('fields', 'id,name')
  me.searchParams.set('access_token', accessToken)
  const profile = await getJson<{ id?: string; name?: string }>(me.href, 'facebook me').catch(() => ({
    status: 0,
    body: null,
  }))
  const name =
    profile.status === 200 && profile.body?.id === userId && typeof profile.body.name === 'string'
      ? profile.body.name
      : ''
  return { userId, name }
}
