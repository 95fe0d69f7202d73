/**
 * Route middleware, named per route in `staticData.middleware`:
 * - `auth` (the default): a signed-in user; a guest goes to /login with the return path remembered;
 * - `guest`: open to everybody;
 * - `guest-only`: the login page; a signed-in user goes on to its `redirect` (a same-site path), else home.
 * Any other name is a configuration error: the 500 page with 'Unknown middleware'.
 */
import { redirect } from '@tanstack/react-router'

export const MIDDLEWARES = ['auth', 'guest', 'guest-only'] as const
export type Middleware = (typeof MIDDLEWARES)[number]

export class UnknownMiddlewareError extends Error {
  readonly statusCode = 500
  constructor(name: string) {
    super('Unknown middleware')
    this.name = `UnknownMiddlewareError(${name})`
  }
}

export function resolveMiddleware(name: string | undefined): Middleware {
  const value = name ?? 'auth'
  if (!(MIDDLEWARES as readonly string[]).includes(value)) throw new UnknownMiddlewareError(value)
  return value as Middleware
}

const SAME_SITE = 'http://same-site.invalid'

/**
 * Only a same-site path may be a return target (no open redirects). The path is read as a browser would (tabs and
 * line breaks dropped, `\\` as `/`) and given back percent-encoded, so it always fits a Location header.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return '/'
  let url: URL
  try {
    url = new URL(value, SAME_SITE)
  } catch {
    return '/'
  }
  const path = `${url.pathname}${url.search}${url.hash}`
  if (url.origin !== SAME_SITE || !path.startsWith('/') || path.startsWith('//')) return '/'
  return path
}

/** Throws the guard's redirect; returns the error message of an unknown middleware name, else null. */
export function applyMiddleware(
  name: string | undefined,
  signedIn: boolean,
  location: { href: string },
): string | null {
  let middleware: Middleware
  try {
    middleware = resolveMiddleware(name)
  } catch (error) {
    if (error instanceof UnknownMiddlewareError) return error.message
    throw error
  }
  if (middleware === 'auth' && !signedIn) {
    throw redirect({ to: '/login', search: { redirect: location.href } })
  }
  // The page's own sign-in refreshes the route before it navigates: both must lead to the same place.
  if (middleware === 'guest-only' && signedIn)
    throw redirect({ href: safeReturnPath(new URL(location.href, 'http://x').searchParams.get('redirect')) })
  return null
}
