/**
 * The demo stores' own texts in Russian, Spanish, Chinese, French, Thai and Lao (decision 24): each store's intro,
 * opening hours, main products and banners, and the coupon names of marketing.ts. The words are in
 * l10n/merchants.json and l10n/merchant-intros.json.
 */
import type { StoreBanner, Translations } from '../schema.ts'
import type { MerchantSpec } from './merchant-data.ts'
import { CATALOGUE_LOCALES, type CatalogueLocale } from './l10n-specs.ts'
import { fill, MERCHANT_INTROS, MERCHANT_WORDS } from './l10n/tables.ts'

const {
  keywords: KEYWORDS,
  bannerTexts,
  shopNow,
  dayWords,
  platformCoupons,
  shortNames,
  couponPatterns,
} = MERCHANT_WORDS

/** A store banner's words in `locale`, over the same picture. */
function bannerIn(banner: StoreBanner, locale: CatalogueLocale): StoreBanner {
  if (typeof banner === 'string' || !banner.headline) return banner
  const line = bannerTexts[banner.headline]?.[locale]
  if (!line) throw new Error(`seed: no ${locale} text for the banner "${banner.headline}"`)
  return { pic: banner.pic, headline: line[0], subline: line[1], cta: shopNow[locale] }
}

const LOCALES: CatalogueLocale[] = CATALOGUE_LOCALES

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const

/** "Mon–Sun 09:00–21:00 (UTC+8)" in a locale: "Пн–Вс 09:00–21:00 (UTC+8)", "周一至周日 09:00–21:00（UTC+8）". */
export function openingHoursIn(hours: string, locale: CatalogueLocale): string {
  const match = /^(\w{3})–(\w{3}) (\d\d:\d\d–\d\d:\d\d) \((UTC[+−-]\d+)\)$/.exec(hours)
  const [from, to] = [match?.[1], match?.[2]].map((day) => DAYS.indexOf(day as (typeof DAYS)[number]))
  if (!match || from < 0 || to < 0) throw new Error(`seed: unknown opening hours "${hours}"`)
  const days = dayWords[locale]
  if (locale === 'zh-CN') return `${days[from]}至${days[to]} ${match[3]}（${match[4]}）`
  return `${days[from]}–${days[to]} ${match[3]} (${match[4]})`
}

/** A store's `i18n`: its intro, opening hours, main products and banners (a JSON list of paths) in every seeded locale. */
export function merchantTexts(spec: Pick<MerchantSpec, 'id' | 'openingHours'>, pcBanner: StoreBanner[]): Translations {
  const intro = MERCHANT_INTROS[spec.id]
  const keywords = KEYWORDS[spec.id]
  if (!intro || !keywords) throw new Error(`seed: no translated intro or main products for merchant ${spec.id}`)
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      {
        intro: intro[locale],
        openingHours: openingHoursIn(spec.openingHours, locale),
        keywords: keywords[locale],
        pcBanner: JSON.stringify(pcBanner.map((banner) => bannerIn(banner, locale))),
      },
    ]),
  )
}

const shortIn = (name: string, locale: CatalogueLocale) => shortNames[name]?.[locale] ?? name
/** A Chinese word after a Latin brand gets a space: "Brightway 精选", but "莫斯科仓精选". */
const zhAfter = (name: string) => (/[\x20-\x7e]$/.test(name) ? `${name} ` : name)

const per = (make: (locale: CatalogueLocale) => string, locales = LOCALES): Translations =>
  Object.fromEntries(locales.map((locale) => [locale, { name: make(locale) }]))

/**
 * A coupon's `i18n` from its English name (marketing.ts): the platform coupons by name, then the store coupons'
 * patterns. `leaf` is the category word of a category coupon (the names of l10n.ts). Unknown names fall back.
 */
export function couponTexts(name: string, leaf: Translations): Translations {
  const platform = platformCoupons[name]
  if (platform) return per((locale) => platform[locale])
  const picks = /^(.+) picks: \$(\d+) off selected items$/.exec(name)
  if (picks) {
    const [, store, off] = picks
    return per((locale) => {
      const short = shortIn(store, locale)
      return fill(couponPatterns.picks[locale], { store: locale === 'zh-CN' ? zhAfter(short) : short, off })
    })
  }
  const category = /^\$(\d+) off (.+) over \$(\d+)$/.exec(name)
  if (category) {
    const [, off, , min] = category
    const words = (locale: CatalogueLocale) => leaf[locale]?.name
    // A locale whose category word is missing falls back on its own, the others keep theirs.
    return per(
      (locale) => fill(couponPatterns.category[locale], { leaf: words(locale)!, off, min }),
      LOCALES.filter(words),
    )
  }
  const store = /^(.+): \$(\d+) off \$(\d+)$/.exec(name)
  if (store) {
    const [, shop, off, min] = store
    return per((locale) => fill(couponPatterns.store[locale], { store: shortIn(shop, locale), off, min }))
  }
  return {}
}
