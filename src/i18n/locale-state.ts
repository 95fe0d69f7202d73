/**
 * Which locale this request renders in: the `locale` cookie (read on the server for SSR and <html lang>),
 * else the configured default (en or ru).
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { readDocumentCookie, writeDocumentCookie } from '~/lib/cookies'
import { LOCALE_COOKIE, type Locale, resolveLocale } from './locales'

export const readLocaleCookie = createIsomorphicFn()
  .server(() => getCookie(LOCALE_COOKIE) ?? null)
  .client(() => readDocumentCookie(LOCALE_COOKIE))

export function currentLocale(defaultLocale: Locale): Locale {
  return resolveLocale(readLocaleCookie(), defaultLocale)
}

/** Remember the choice for a year; the caller re-renders (router.invalidate()). */
export function persistLocale(locale: Locale) {
  writeDocumentCookie(LOCALE_COOKIE, locale)
}
