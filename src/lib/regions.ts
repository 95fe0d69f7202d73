/** Country and region names from ISO 3166-1 alpha-2 codes, in the shopper's language (Intl, no name tables). */
const cache = new Map<string, Intl.DisplayNames>()

export function regionName(code: string, locale: string): string {
  let names = cache.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' })
    cache.set(locale, names)
  }
  try {
    return names.of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}
