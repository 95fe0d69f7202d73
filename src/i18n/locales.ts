/** The interface languages. Each is named in its own language (an endonym), as language menus do. */
export const LOCALES = ['en', 'zh-CN', 'es', 'ru', 'fr', 'th', 'lo'] as const
export type Locale = (typeof LOCALES)[number]

export const LOCALE_COOKIE = 'locale'
export const FALLBACK_LOCALE: Locale = 'en'

export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  es: 'Español',
  ru: 'Русский',
  fr: 'Français',
  th: 'ไทย',
  lo: 'ລາວ',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** A cookie value to a supported locale: exact match, then language match (zh → zh-CN), else the default. */
export function resolveLocale(value: string | null | undefined, fallback: Locale = FALLBACK_LOCALE): Locale {
  if (!value) return fallback
  if (isLocale(value)) return value
  const language = value.toLowerCase().split(/[-_]/)[0]
  return LOCALES.find((l) => l.toLowerCase().split('-')[0] === language) ?? fallback
}

/** A `?locale=` link's value to a supported locale (case aside: `zh-cn` is zh-CN), or null when it names none. */
export function localeOfParam(value: unknown): Locale | null {
  const text = String(value ?? '').toLowerCase()
  return LOCALES.find((locale) => locale.toLowerCase() === text) ?? null
}

/**
 * The language tag Intl is asked for when writing numbers, money and plural forms in a locale (decision 75). Debian
 * Chromium carries no Lao data (it writes Lao numbers as en-US does), Node does: Lao takes Indonesian's data, which
 * writes numbers as Lao's own CLDR data does ("12.345,5", "US$1.234,50", one plural form), so the server's render and
 * the browser's hydration print the same digits. `NARROW_SIGNS`: currencies whose sign the stand-in writes as a code
 * ("LAK 1.235") where the locale writes the sign ("₭1.235").
 */
const NUMBER_LOCALES: Partial<Record<Locale, string>> = { lo: 'id' }
const NARROW_SIGNS: Partial<Record<Locale, readonly string[]>> = { lo: ['LAK'] }

export function numberLocale(locale: string): string {
  return NUMBER_LOCALES[locale as Locale] ?? locale
}

/** Whether `currency` is written with its narrow sign in `locale` (the kip's "₭" in Lao). */
export function narrowSign(locale: string, currency: string): boolean {
  return NARROW_SIGNS[locale as Locale]?.includes(currency) ?? false
}
