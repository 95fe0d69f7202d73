/**
 * Security headers of every answer the app gives (decision 0010). Pages get a nonce-based Content-Security-Policy:
 * the SSR inline scripts carry the per-request nonce (the router's `ssr.nonce`), nothing else inline may run, and
 * Stripe's hosts are allowed only when Stripe is configured, Google's and Facebook's only when their sign-in is.
 */
import { config } from '../../../app.config'
import { isHttpsRequest } from '../../shared/origin'

const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
}

/** Google Identity Services and the Facebook SDK, allowed only when their sign-in is configured. */
const GOOGLE = {
  script: ['https://accounts.google.com/gsi/client'],
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
}
const FACEBOOK = {
  script: ['https://connect.facebook.net'],
  frame: ['https://www.facebook.com', 'https://web.facebook.com'],
  connect: ['https://graph.facebook.com'],
}

export function createNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}

export function contentSecurityPolicy(nonce: string): string {
  const stripe = config().stripe.publishableKey !== ''
  const google = config().social.googleClientId !== ''
  const facebook = config().social.facebookAppId !== '' && config().social.facebookAppSecret !== ''
  const frames = [
    ...(stripe ? STRIPE.frame : []),
    ...(google ? GOOGLE.frame : []),
    ...(facebook ? FACEBOOK.frame : []),
    ...config().support.frameOrigins,
  ]
  const list = (...sources: (string | false | string[])[]) => sources.flat().filter(Boolean).join(' ')
  return [
    "default-src 'self'",
    `script-src ${list("'self'", `'nonce-${nonce}'`, stripe && STRIPE.script, google && GOOGLE.script, facebook && FACEBOOK.script)}`,
    // Mantine and React put style attributes on elements; styles cannot run code.
    `style-src ${list("'self'", "'unsafe-inline'", google && 'https://accounts.google.com/gsi/style')}`,
    // Product images may come from an external CRMEB backend's CDN (API_BASE_URL).
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${list("'self'", stripe && STRIPE.connect, google && GOOGLE.connect, facebook && FACEBOOK.connect)}`,
    // Stripe's card frames, Google's and Facebook's sign-in frames, and the H5 support sites the chat panel embeds (SUPPORT_FRAME_ORIGINS).
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Headers for every answer: pages, API envelopes, media. */
export function baseSecurityHeaders(request: Request): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  }
  if (isHttpsRequest(request)) headers['strict-transport-security'] = 'max-age=31536000'
  return headers
}

/** Adds the security headers to `response`; an HTML page also gets the CSP and `private, no-store`. */
export function withSecurityHeaders(request: Request, response: Response, nonce: string): Response {
  const headers = response.headers
  for (const [name, value] of Object.entries(baseSecurityHeaders(request))) {
    if (!headers.has(name)) headers.set(name, value)
  }
  if (headers.get('content-type')?.startsWith('text/html')) {
    headers.set('content-security-policy', contentSecurityPolicy(nonce))
    // Pages may show the visitor's name, cart and orders: never kept by a shared cache.
    headers.set('cache-control', 'private, no-store')
  }
  return response
}
