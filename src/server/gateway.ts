/**
 * The one door to the commerce API, for browser HTTP requests and in-process SSR calls alike.
 *
 * - The login token lives in an HttpOnly cookie. The gateway turns it into `Authori-zation` for the API,
 *   sets it when a login answers `data.token` (and strips the token from what the page sees), and clears it
 *   on logout (the client logs out when it meets a session-end code; see decision 0002).
 * - The origin rule (http/same-origin.ts, decision 0010): a state-changing request that the cookie would
 *   authenticate, or whose answer may set a cookie, must come from our own pages; the storefront logs out with POST,
 *   and the contract's GET logout works for header tokens only.
 * - Cache-Control: anything sent with a token is `private, no-store`; token-less public catalogue reads may be
 *   cached briefly by shared caches; everything else is `no-store`.
 * - Header-token clients (decision 0013): a login from an origin listed in CORS_ORIGINS, or a non-browser request
 *   that asks with `Token-Transport: header`, gets `data.token` and no cookie; listed origins get CORS headers.
 * - With API_BASE_URL set, requests are forwarded upstream instead of to the embedded API.
 */
import { config } from '../../app.config'
import { type Api, getApi } from './app'
import { apiBrowserCookies } from './account/sign-in'
import { upstreamHealth } from './health/routes'
import { tokenFromHeaders } from './http/context'
import { requestCookie } from './http/cookies'
import { isHttpsRequest } from '../shared/origin'
import { crossSiteRefusal, SAFE_METHODS } from './http/same-origin'
import { isPreflight, listedCorsOrigin, preflightResponse, wantsHeaderToken, withCors } from './http/cors'
import { logger } from './logger'
import { OPS_REFUSED } from './ops/routes'
import { isLoopback } from './ops/state'
import { forwardStrict } from './upstream/forward-strict'
import { apiHasExtensions } from '../shared/api-extensions'

const TOKEN_ISSUING_PATHS = new Set([
  '/api/front/login/email',
  '/api/front/login/mobile/password',
  '/api/front/login/mobile/captcha',
  '/api/front/login/register/email',
  '/api/front/login/register/mobile',
  '/api/front/login/register/visitor',
  '/api/front/login/twitter',
  '/api/front/login/google',
  '/api/front/login/facebook',
])
const LOGOUT_PATH = '/api/front/login/logout'
const HEALTH_PATH = '/api/health'

export function readCookie(header: string | null, name: string): string | null {
  const value = requestCookie(header, name)
  // Our cookies hold visible ASCII only; anything else is forged and would break the header it is copied into.
  return value !== null && /^[\x21-\x7e]+$/.test(value) ? value : null
}

/** `Set-Cookie` for the token; an empty token expires it. */
export function tokenCookie(request: Request, token: string): string {
  const { name, reading, maxAgeSeconds } = config().tokenCookie
  const parts = [`${name}=${encodeURIComponent(token)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax']
  parts.push(token ? `Max-Age=${maxAgeSeconds}` : 'Max-Age=0')
  if (reading === 'year') {
    const host = new URL(request.url).hostname
    if (host.startsWith('pc.')) parts.push(`Domain=${host.slice(3)}`)
  }
  if (isHttpsRequest(request)) parts.push('Secure')
  return parts.join('; ')
}

function withClientIp(headers: Headers, clientIp: string) {
  const next = new Headers(headers)
  next.set('x-forwarded-for', clientIp)
  next.delete('x-real-ip')
  return next
}

function upstreamAuthorization(token: string) {
  return config().authHeader === 'bearer' ? `Bearer ${token}` : token
}

async function forward(request: Request, token: string | null, api: Api, clientIp?: string): Promise<Response> {
  const url = new URL(request.url)
  const { apiBaseUrl } = config()
  const headers = clientIp ? withClientIp(request.headers, clientIp) : new Headers(request.headers)
  headers.delete('cookie')
  headers.delete('host')
  headers.delete('authorization')
  headers.delete('authori-zation')
  if (token) headers.set('Authori-zation', upstreamAuthorization(token))

  if (!apiBaseUrl) {
    const browserCookies = apiBrowserCookies(request.headers.get('cookie'))
    if (browserCookies) headers.set('cookie', browserCookies)
    return api.fetch(
      new Request(url, { method: request.method, headers, body: request.body, duplex: 'half' } as RequestInit),
    )
  }
  try {
    const body = SAFE_METHODS.has(request.method) ? undefined : await request.arrayBuffer()
    if (!(await apiHasExtensions())) return await forwardStrict(apiBaseUrl, request.method, url, headers, body)
    const upstream = await fetch(`${apiBaseUrl}${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
    })
    const passHeaders = new Headers()
    for (const key of ['content-type', 'cache-control', 'etag', 'last-modified']) {
      const value = upstream.headers.get(key)
      if (value) passHeaders.set(key, value)
    }
    return new Response(upstream.body, { status: upstream.status, headers: passHeaders })
  } catch (error) {
    logger.error(`upstream ${request.method} ${url.pathname} failed`, error)
    return Response.json({ code: 500, message: 'The shop service is unavailable, please try again later', data: null })
  }
}

/** `/api/ops/…`, however a client spells it (`//`, upper case). */
const isOpsPath = (path: string) => /^\/api\/ops(\/|$)/.test(path.replace(/\/{2,}/g, '/').toLowerCase())

/**
 * The operator endpoint (src/server/ops/routes.ts) is for the CLI on this machine: the socket address must be a
 * loopback one, and behind TRUST_PROXY the address is a header anyone may write, so it is refused there.
 */
function opsRefusal(clientIp: string | undefined): string | null {
  if (config().apiBaseUrl) return 'no embedded API (API_BASE_URL is set)'
  if (config().trustProxy) return 'TRUST_PROXY makes the client address ambiguous'
  if (!isLoopback(clientIp)) return `not a loopback client (${clientIp ?? 'unknown address'})`
  return null
}

export interface GatewayOptions {
  /** The client's address as the HTTP server saw it (or from X-Forwarded-For behind a trusted proxy). */
  clientIp?: string
}

/** Token-less GETs of the public catalogue: the same for every visitor, so shared caches may keep them briefly. */
const PUBLIC_READ_PREFIXES = [
  '/api/pc/home/',
  '/api/pc/login/getLoginPic',
  '/api/pc/activity/',
  '/api/front/product/',
  '/api/front/index/product',
  '/api/front/search/keyword',
  '/api/front/search/suggest',
  '/api/front/activity/',
  '/api/front/merchant/',
  '/api/front/login/method/info',
]
/**
 * Shared caches may keep a guest's answer briefly; browsers revalidate every time (max-age=0), because the same URL
 * answers a signed-in shopper differently (`isCollect`, follower counts) and a browser cache ignores the cookie.
 * `Vary` keeps a shared cache from serving a guest's answer to a request that carries a session.
 */
const PUBLIC_READ_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60'
const PUBLIC_READ_VARY = 'Cookie, Accept-Language, Authori-zation, Authorization'
/** Answers of these paths may set a cookie (token, or the helpers of sign-in such as the outbox). */
const COOKIE_SETTING_PREFIXES = ['/api/front/login/', '/api/front/captcha/']
/** Contract endpoints that take a form body: the upload, and the SMS code sender (C6). */
const FORM_BODY_PATHS = new Set(['/api/front/upload/image', '/api/front/login/sendCode'])

function cacheControlFor(request: Request, path: string, tokenSent: boolean): string {
  if (tokenSent || request.method !== 'GET') return 'private, no-store'
  return PUBLIC_READ_PREFIXES.some((prefix) => path.startsWith(prefix)) ? PUBLIC_READ_CACHE : 'no-store'
}

/**
 * `api` is the embedded API to use (tests pass their own); ignored when API_BASE_URL is set. The API reads the
 * client address from X-Forwarded-For, so the gateway replaces whatever the client sent with `clientIp`.
 */
export async function handleGatewayRequest(
  request: Request,
  api: Api = getApi(),
  options: GatewayOptions = {},
): Promise<Response> {
  if (isPreflight(request)) return preflightResponse(request)
  const response = await gatewayAnswer(request, api, options)
  if (config().corsOrigins.length === 0) return response
  const headers = new Headers(response.headers)
  withCors(request, headers)
  return new Response(response.body, { status: response.status, headers })
}

async function gatewayAnswer(request: Request, api: Api, options: GatewayOptions): Promise<Response> {
  const url = new URL(request.url)
  const path = url.pathname
  if (path === HEALTH_PATH && config().apiBaseUrl) return upstreamHealth(config().apiBaseUrl)
  if (isOpsPath(path)) {
    const refusal = opsRefusal(options.clientIp)
    if (refusal) {
      logger.warn(`refused ${request.method} ${path}: ${refusal}`)
      return Response.json(
        { code: 403, message: OPS_REFUSED, data: null },
        { headers: { 'cache-control': 'no-store' } },
      )
    }
  }
  const cookieToken = readCookie(request.headers.get('cookie'), config().tokenCookie.name)
  const headerToken = tokenFromHeaders(request.headers)
  const isLogout = path === LOGOUT_PATH
  // A header-token client: its login answers carry the token and never set our cookie (decision 0013).
  const headerTokenClient = wantsHeaderToken(request, cookieToken !== null)
  // A header token means a client that sets its own headers: a foreign page cannot add one without a pre-flight.
  const refusal = crossSiteRefusal(request, {
    usesCookie: !headerToken && cookieToken !== null,
    setsCookie: !headerToken && !headerTokenClient && COOKIE_SETTING_PREFIXES.some((prefix) => path.startsWith(prefix)),
    formBody: FORM_BODY_PATHS.has(path),
    listedOrigin: listedCorsOrigin(request) !== null,
    changesState: isLogout,
  })
  if (refusal) {
    logger.warn(`refused ${request.method} ${path}: ${refusal}`)
    return Response.json(
      {
        code: 403,
        message: 'This request must come from the shop itself. Please reload the page and try again.',
        data: null,
      },
      { headers: { 'cache-control': 'no-store' } },
    )
  }
  // The contract's GET logout serves header-token clients only: any site can make a browser send a GET. A HEAD never
  // logs out (the API routes HEAD to the GET handler; it refuses HEAD on a state-changing GET, app.ts).
  const token =
    isLogout && request.method === 'HEAD'
      ? null
      : (headerToken ?? (isLogout && request.method !== 'POST' ? null : cookieToken))

  const response = await forward(request, token, api, options.clientIp)
  if (path.startsWith('/media/')) return response
  const issuesToken = TOKEN_ISSUING_PATHS.has(path)
  const clearsCookie = isLogout && request.method === 'POST'
  const isJson = response.headers.get('content-type')?.includes('json')
  // The API marks its failures no-store: a public read that failed must not be served from a cache afterwards.
  const failed = response.headers.get('cache-control')?.includes('no-store') ?? false
  const cacheControl = failed && !token ? 'no-store' : cacheControlFor(request, path, token !== null)
  if (!isJson || (!issuesToken && !clearsCookie)) {
    const headers = new Headers(response.headers)
    headers.set('cache-control', cacheControl)
    if (cacheControl === PUBLIC_READ_CACHE) headers.set('vary', PUBLIC_READ_VARY)
    return new Response(response.body, { status: response.status, headers })
  }

  const envelope = (await response.json()) as { code: number; message: string; data: unknown }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  if (issuesToken && envelope.code === 200) {
    const data = envelope.data as { token?: string } | null
    if (data?.token && !headerTokenClient) {
      headers.append('set-cookie', tokenCookie(request, data.token))
      envelope.data = { ...data, token: undefined }
    }
  } else if (clearsCookie) {
    // Only logout deletes the cookie. A session-end code on some other call may answer a request sent before a
    // newer login: deleting then would end the new session. The client ends its session by calling logout.
    headers.append('set-cookie', tokenCookie(request, ''))
  }
  headers.set('cache-control', 'private, no-store')
  return new Response(JSON.stringify(envelope), { status: response.status, headers })
}
