/**
 * The origin rule (decision 0010): a state-changing request that a cookie could authenticate, or that may set a
 * cookie, is refused unless it comes from our own pages. Header-token clients (apps, the CRMEB contract) carry no
 * cookie and are not affected; a browser page elsewhere cannot add our client header without a CORS pre-flight, which
 * this server grants only to the origins listed in CORS_ORIGINS (http/cors.ts), and those never with the cookie.
 */
import { originOf } from '../../shared/origin'

export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Our storefront's client header (the CRMEB PC client sends it too). */
export const CLIENT_HEADER = 'form-type'

/** Body types a cross-site HTML form can send without a pre-flight. */
const FORM_BODY_TYPES = ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data']

export interface OriginCheck {
  /** The request would be authenticated by the token cookie (it carries one and no header token). */
  usesCookie: boolean
  /** The answer may set a cookie: sign-in, registration, tourist entry, logout, the code senders. */
  setsCookie: boolean
  /** The endpoint takes a form body by contract (uploads, the SMS code sender). */
  formBody?: boolean
  /** The request's Origin is on the CORS allow-list (decision 0013): a third-party page may send header-token calls. */
  listedOrigin?: boolean
  /** The call changes state even when the contract spells it GET (logout, L9): a safe method is no excuse. */
  changesState?: boolean
}

/** Why the request is refused, or null when it may go on. */
export function crossSiteRefusal(request: Request, check: OriginCheck): string | null {
  if (SAFE_METHODS.has(request.method) && !check.changesState) return null
  const headers = request.headers
  // A listed third-party page authenticates with its header token; the cookie never counts for another site.
  if (check.listedOrigin && !check.usesCookie && !check.setsCookie) return null
  const fetchSite = headers.get('sec-fetch-site')
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return `a ${fetchSite} request`
  const origin = headers.get('origin')
  if (origin && !isOurOrigin(request, origin)) return 'a request from another site'
  if (!check.usesCookie && !check.setsCookie) return null
  if (!headers.has(CLIENT_HEADER)) return 'a request without the client header'
  const type = (headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (FORM_BODY_TYPES.includes(type) && !check.formBody) return `a ${type} body`
  return null
}

function isOurOrigin(request: Request, origin: string): boolean {
  if (origin === 'null') return false
  return origin === originOf(request) || origin === new URL(request.url).origin
}
