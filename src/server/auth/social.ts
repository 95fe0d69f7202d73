/**
 * Social sign-in. Twitter uses OAuth 1.0a (RFC 5849): the request-token and access-token exchanges are signed
 * with HMAC-SHA1 here (node:crypto), without a client library. Google and Facebook tokens are checked in
 * google-facebook.ts.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { config } from '../../../app.config'
import { badRequest } from '../http/envelope'
import { logger } from '../logger'

export const TWITTER_REQUEST_TOKEN_URL = 'https://api.twitter.com/oauth/request_token'
export const TWITTER_ACCESS_TOKEN_URL = 'https://api.twitter.com/oauth/access_token'
export const TWITTER_AUTHORIZE_URL = 'https://api.twitter.com/oauth/authenticate'
export const TWITTER_NOT_CONFIGURED = /*i18n*/ 'Twitter sign-in is not configured'

/** RFC 3986 percent-encoding, as OAuth 1.0a requires (encodeURIComponent leaves !'()* alone). */
export const oauthEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)

/**
 * The OAuth 1.0a HMAC-SHA1 signature (RFC 5849 §3.4): `params` are every oauth_* parameter except the
 * signature, plus the query and form-body parameters of the request.
 */
export function oauthSignature(
  method: string,
  url: string,
  params: Record<string, string>,
  consumerSecret: string,
  tokenSecret = '',
): string {
  const normalized = Object.entries(params)
    .map(([k, v]) => [oauthEncode(k), oauthEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  const base = [method.toUpperCase(), oauthEncode(url), oauthEncode(normalized)].join('&')
  const key = `${oauthEncode(consumerSecret)}&${oauthEncode(tokenSecret)}`
  return createHmac('sha1', key).update(base).digest('base64')
}

/** The `Authorization: OAuth …` header for a signed POST with no body parameters. */
export function oauthHeader(
  url: string,
  credentials: { consumerKey: string; consumerSecret: string },
  extra: Record<string, string>,
  tokenSecret = '',
  clock = { nonce: randomBytes(16).toString('hex'), timestamp: String(Math.floor(Date.now() / 1000)) },
): string {
  const oauth: Record<string, string> = {
    oauth_consumer_key: credentials.consumerKey,
    oauth_nonce: clock.nonce,
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: clock.timestamp,
    oauth_version: '1.0',
    ...extra,
  }
  oauth.oauth_signature = oauthSignature('POST', url, oauth, credentials.consumerSecret, tokenSecret)
  return `OAuth ${Object.entries(oauth)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${oauthEncode(k)}="${oauthEncode(v)}"`)
    .join(', ')}`
}

function twitterCredentials() {
  const { consumerKey, consumerSecret } = config().social.twitter
  if (!consumerKey || !consumerSecret) throw badRequest(TWITTER_NOT_CONFIGURED)
  return { consumerKey, consumerSecret }
}

export const twitterConfigured = () => {
  const { consumerKey, consumerSecret } = config().social.twitter
  return Boolean(consumerKey && consumerSecret)
}

async function postSigned(url: string, authorization: string): Promise<URLSearchParams> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization },
      signal: AbortSignal.timeout(10_000),
    })
  } catch (error) {
    logger.warn(`twitter ${url} unreachable: ${(error as Error).message}`)
    throw badRequest(/*i18n*/ 'Twitter is not reachable, please try again later')
  }
  const text = await response.text()
  if (!response.ok) {
    logger.warn(`twitter ${url} answered ${response.status}: ${text.slice(0, 200)}`)
    throw badRequest(/*i18n*/ 'Twitter sign-in failed, please try again')
  }
  return new URLSearchParams(text)
}

/** L8: a request token and the page the browser goes to. */
export async function twitterRequestToken(callbackUrl: string) {
  const credentials = twitterCredentials()
  const answer = await postSigned(
    TWITTER_REQUEST_TOKEN_URL,
    oauthHeader(TWITTER_REQUEST_TOKEN_URL, credentials, { oauth_callback: callbackUrl }),
  )
  const token = answer.get('oauth_token')
  const tokenSecret = answer.get('oauth_token_secret')
  if (!token || !tokenSecret || answer.get('oauth_callback_confirmed') !== 'true') {
    throw badRequest(/*i18n*/ 'Twitter sign-in failed, please try again')
  }
  return { authorizationURL: `${TWITTER_AUTHORIZE_URL}?oauth_token=${oauthEncode(token)}`, token, tokenSecret }
}

/** L7: exchanges the verifier for the account's id and screen name. */
export async function twitterAccessToken(oauthToken: string, oauthTokenSecret: string, oauthVerifier: string) {
  const credentials = twitterCredentials()
  const answer = await postSigned(
    TWITTER_ACCESS_TOKEN_URL,
    oauthHeader(
      TWITTER_ACCESS_TOKEN_URL,
      credentials,
      { oauth_token: oauthToken, oauth_verifier: oauthVerifier },
      oauthTokenSecret,
    ),
  )
  const userId = answer.get('user_id')
  if (!userId || !/^\d{1,30}$/.test(userId)) throw badRequest(/*i18n*/ 'Twitter sign-in failed, please try again')
  return { userId, screenName: answer.get('screen_name') ?? '' }
}
