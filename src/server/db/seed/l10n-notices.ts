/**
 * The broadcast notices of marketing.ts and the demo shopper's own notices in Russian, Spanish and Chinese
 * (l10n/notices.json). They go into each notice's params as `titles` and `contents` by locale, the way an operator's
 * system notice carries its translations (src/server/notices/templates.ts): the inbox renders them in the reader's
 * locale.
 */
import type { SeedLocale } from './l10n-specs.ts'
import { fill, NOTICE_WORDS, type NoticeWords } from './l10n/tables.ts'

/** The broadcast notices in the order of marketing.ts BROADCASTS, by locale. */
export const BROADCAST_WORDS = NOTICE_WORDS.broadcasts

/** The demo shopper's notice words (shopper.ts): welcome, a price drop (the product's name and price), a coupon. */
export function shopperNoticeWords(locale: SeedLocale) {
  const { welcome, priceDrop, couponSoon } = NOTICE_WORDS.shopper[locale]
  return {
    welcome,
    priceDrop: (name: string, price: string): NoticeWords => [priceDrop[0], fill(priceDrop[1], { name, price })],
    couponSoon,
  }
}

/** `params` of a notice with its words in every seed locale (the inbox's `titles`/`contents`). */
export function noticeTranslations(words: (locale: SeedLocale) => NoticeWords) {
  const locales = Object.keys(NOTICE_WORDS.shopper) as SeedLocale[]
  return {
    titles: Object.fromEntries(locales.map((locale) => [locale, words(locale)[0]])),
    contents: Object.fromEntries(locales.map((locale) => [locale, words(locale)[1]])),
  }
}
