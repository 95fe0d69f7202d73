/**
 * The demo marketplace's sellers: merchant types, merchant categories and the merchants themselves, as data in
 * merchant-data.json (their words in other locales are in l10n/), checked against the shapes below when loaded.
 * Ids are explicit and stable; `roots` lists the first-level category keys a merchant sells in.
 */
import * as v from 'valibot'
import { checked } from './data-file.ts'
import data from './merchant-data.json' with { type: 'json' }
import { isGlyphName, type GlyphName } from './glyphs.ts'

/** ISO codes of the merchants' countries. */
export const COUNTRY_CODES: Record<string, string> = {
  China: 'CN',
  Russia: 'RU',
  Kazakhstan: 'KZ',
  Türkiye: 'TR',
  Uzbekistan: 'UZ',
  Kyrgyzstan: 'KG',
}

const text = v.string()
const id = v.pipe(v.number(), v.integer())
const decimal = v.pipe(v.string(), v.decimal())

const merchantSpec = v.strictObject({
  id,
  name: text,
  /** Used where space is short, e.g. coupon names. */
  shortName: text,
  realName: text,
  typeId: id,
  categoryId: id,
  country: v.picklist(Object.keys(COUNTRY_CODES)),
  address: text,
  phone: text,
  email: text,
  openingHours: text,
  roots: v.array(text),
  hue: v.number(),
  glyph: v.custom<GlyphName>(isGlyphName),
  isSelf: v.optional(v.boolean()),
  isRecommend: v.optional(v.boolean()),
  starLevel: decimal,
  tagline: text,
  intro: text,
  keywords: text,
  service: v.strictObject({ type: v.picklist(['H5', 'message', 'phone', 'hotline', 'email']), value: text }),
  certificates: v.array(text),
  /** Days before the base date the shop opened. */
  joinedDaysAgo: v.number(),
  /** The packing fee per order and the shipping insurance's share of the goods value (decision 49); absent: none. */
  fees: v.optional(v.strictObject({ packingFee: decimal, insuranceRate: decimal })),
})

export type MerchantSpec = v.InferOutput<typeof merchantSpec>

const sellers = checked(
  'merchant-data.json',
  v.strictObject({
    types: v.array(v.strictObject({ id, name: text, info: text, global: v.boolean() })),
    categories: v.array(v.strictObject({ id, name: text, handlingFee: decimal })),
    merchants: v.array(merchantSpec),
  }),
  data,
)

export const MERCHANT_TYPES = sellers.types
export const MERCHANT_CATEGORIES = sellers.categories
export const MERCHANTS: MerchantSpec[] = sellers.merchants
