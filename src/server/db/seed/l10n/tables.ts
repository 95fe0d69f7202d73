/**
 * The seed's translation tables (decision 24): data, kept as JSON next to this file, typed here once. The code that
 * uses them is in ../l10n*.ts; a table's words are filled into rows by l10n.ts, l10n-products.ts and the builders.
 *
 * - categories.json: category names in Russian and Spanish, by the English name of catalogue-data.json (the Chinese
 *   name is there); categories-more.json: the same in French, Thai and Lao. A localized product name starts with
 *   its leaf's name from here.
 * - product-nouns.json: each product noun of catalogue-data.json as a merchant in that language lists it.
 * - merchant-intros.json and merchants.json: the stores' intros, main products, banners, weekday words, and the
 *   coupon names of marketing.ts. Brand names, model names, e-mail addresses and URLs stay as they are; money keeps
 *   the shop's "$" (after the amount in French, as French writes it).
 * - notices.json: the broadcast notices of marketing.ts (in the order of its BROADCASTS) and the demo shopper's own.
 * - products.json: selling points and the description around the spec table.
 * - site.json: merchant types, classifications, activities, the user menu, captions, hot keywords, settings, the
 *   login dialog's words and agreement, and the home slides' words.
 * - specs.json: spec (attribute) names, whole values and unit words of attributes.ts.
 * - cities.json: the merchants' warehouse cities (shipping-origins.ts) in en, zh-CN, es, ru, fr, th and lo.
 *
 * Each file is checked against its shape when the seed loads it; tests/unit/seed-l10n.test.ts fails on a category or
 * product noun without its row.
 */
import * as v from 'valibot'
import { checked } from '../data-file.ts'
import categories from './categories.json' with { type: 'json' }
import categoriesMore from './categories-more.json' with { type: 'json' }
import cities from './cities.json' with { type: 'json' }
import merchantIntros from './merchant-intros.json' with { type: 'json' }
import merchants from './merchants.json' with { type: 'json' }
import notices from './notices.json' with { type: 'json' }
import productNouns from './product-nouns.json' with { type: 'json' }
import products from './products.json' with { type: 'json' }
import site from './site.json' with { type: 'json' }
import specs from './specs.json' with { type: 'json' }

/** A table's text with its `{placeholders}` filled. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

const text = v.string()
/** Three texts: ru, es, zh-CN. */
const three = v.tuple([text, text, text])
/** Six texts in the order of CATALOGUE_LOCALES: ru, es, zh-CN, fr, th, lo. */
const six = v.tuple([text, text, text, text, text, text])
const seedLocales = <T extends v.GenericSchema>(item: T) => v.strictObject({ ru: item, es: item, 'zh-CN': item })
const catalogueLocales = <T extends v.GenericSchema>(item: T) =>
  v.strictObject({ ru: item, es: item, 'zh-CN': item, fr: item, th: item, lo: item })
const words = catalogueLocales(text)
/** Rows' `i18n` (Translations) by id. */
const byId = v.record(v.string(), v.record(v.string(), v.record(v.string(), text)))
const translations = v.record(v.string(), v.record(v.string(), text))
/** A notice's title and content. */
const notice = v.tuple([text, text])

export const CATEGORY_WORDS = checked(
  'l10n/categories.json',
  v.record(v.string(), v.strictObject({ ru: text, es: text })),
  categories,
)
/** French, Thai and Lao. */
export const CATEGORY_WORDS_MORE = checked(
  'l10n/categories-more.json',
  v.record(v.string(), v.tuple([text, text, text])),
  categoriesMore,
)
export const PRODUCT_NOUNS = checked('l10n/product-nouns.json', v.record(v.string(), six), productNouns)

/** Each store's intro, by merchant id. */
export const MERCHANT_INTROS = checked('l10n/merchant-intros.json', v.record(v.string(), words), merchantIntros)
export const MERCHANT_WORDS = checked(
  'l10n/merchants.json',
  v.strictObject({
    /** What each store sells ("Main products" on its information tab), by merchant id. */
    keywords: v.record(v.string(), words),
    /** The store banners' headline and subline (merchants.ts `BANNER_LINES`), by English headline. */
    bannerTexts: v.record(v.string(), catalogueLocales(v.tuple([text, text]))),
    /** The banners' button. */
    shopNow: words,
    /** Monday to Sunday, as opening hours write them. */
    dayWords: catalogueLocales(v.array(text)),
    /** The platform coupons of marketing.ts, by English name. */
    platformCoupons: v.record(v.string(), words),
    /** Store short names that are words rather than brands (merchant-data.json `shortName`). */
    shortNames: v.record(v.string(), words),
    /** The store coupons' names: `{store}` (its short name), `{off}`, `{min}` (amounts), `{leaf}` (a category word). */
    couponPatterns: v.strictObject({ picks: words, category: words, store: words }),
  }),
  merchants,
)

export type NoticeWords = v.InferOutput<typeof notice>
export const NOTICE_WORDS = checked(
  'l10n/notices.json',
  v.strictObject({
    broadcasts: seedLocales(v.array(notice)),
    /** The demo shopper's notices; `priceDrop` has `{name}` and `{price}` (the product's name and price) in it. */
    shopper: seedLocales(v.strictObject({ welcome: notice, priceDrop: notice, couponSoon: notice })),
  }),
  notices,
)

export const PRODUCT_WORDS = checked(
  'l10n/products.json',
  v.strictObject({
    sellingPoints: catalogueLocales(v.array(text)),
    /** `intro` has `{name}` (the product's) and `{leaf}` (its category's) in it; `specs` heads the spec list. */
    description: catalogueLocales(v.strictObject({ intro: text, specs: text })),
  }),
  products,
)

export const SITE_TABLES = checked(
  'l10n/site.json',
  v.strictObject({
    merchantTypes: byId,
    /** The merchant classifications (store headers, the settlement form), by id from 1. */
    classifications: v.array(six),
    activities: byId,
    /** The user menu's names by row id. */
    menus: v.record(v.string(), three),
    /** The English captions of marketing.ts (`New in: Earbuds`) by their lead. */
    newTitles: v.record(v.string(), three),
    /** The search box's suggested words per locale (hot_keywords rows). */
    hotKeywords: catalogueLocales(v.array(text)),
    settings: v.strictObject({ site: translations, bankTransfer: translations }),
    /** The login picture's two lines, drawn over it by the dialog, by locale. */
    login: v.record(v.string(), v.strictObject({ headline: text, subline: text })),
    /** The privacy agreement's paragraphs (HTML) by locale; French, Thai and Lao fall back to the default locale. */
    agreement: v.record(v.string(), v.array(text)),
    /** The home slides' button and their headline and subline, in the order of site.ts HOME_SLIDES, by locale. */
    homeSlides: v.record(v.string(), v.strictObject({ cta: text, slides: v.array(v.tuple([text, text])) })),
  }),
  site,
)

export const SPEC_WORDS = checked(
  'l10n/specs.json',
  v.strictObject({
    names: v.record(v.string(), six),
    /** Values translated whole. */
    values: v.record(v.string(), six),
    /** Unit words after a number. */
    units: v.record(v.string(), six),
  }),
  specs,
)

/** City names by English name: en, zh-CN, es, ru, fr, th, lo. */
export const CITY_WORDS = checked(
  'l10n/cities.json',
  v.record(v.string(), v.tuple([text, text, text, text, text, text, text])),
  cities,
)
