/**
 * The one reader of request cookies on the server: hono's parser (`hono/cookie` in handlers, this for a bare
 * `Cookie` header). Of two cookies with the same name the first valid one wins, everywhere: the guest page cache's
 * key, the locale of a render or an API answer, the session token and the first touch all read the same value.
 */
import { parse } from 'hono/utils/cookie'

/** One cookie's value (percent-decoded), or null. */
export function requestCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null
  return parse(header, name)[name] ?? null
}

/** Every cookie of a header, first of each name. */
export function requestCookies(header: string | null | undefined): Record<string, string> {
  return header ? parse(header) : {}
}

/**
 * The name of every part of a header, parsed or not (a part hono's parser skips is still a cookie): for a question
 * about which cookies a request carries at all, as the guest page cache asks.
 */
export function requestCookieNames(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(';')
    .map((part) => part.slice(0, part.includes('=') ? part.indexOf('=') : undefined).trim())
    .filter((name) => name !== '')
}

/** A `Set-Cookie` value for one of the browser-visible cookies the server sets (locale, currency): a year, Lax. */
export function cookieHeader(name: string, value: string, options: { maxAgeSeconds: number; secure: boolean }): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${options.maxAgeSeconds}; SameSite=Lax${options.secure ? '; Secure' : ''}`
}
