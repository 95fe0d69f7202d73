/**
 * Typed keys of the `site_settings` table. The seed writes them; the API reads them.
 * Image values are site-relative paths (`/media/...`); the API makes them absolute.
 */
import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from './client.ts'
import { preparedStatement } from './prepared.ts'
import { siteSettings, type Translations } from './schema.ts'

export interface SiteSettings {
  /** Home page (P1): carousel and street header. */
  home: {
    /**
     * A slide: its picture and the words drawn over it as HTML (decision 51). `i18n` holds the words per locale
     * (`{ ru: { headline, subline, cta } }`) and may hold a picture per locale too (`pic`).
     */
    banner: {
      id: number
      pic: string
      link: string
      headline?: string
      subline?: string
      cta?: string
      i18n?: Translations
    }[]
    shopStreetHeaderImag: string
    logoUrl: string
    recommendImage: string
  }
  /** Platform customer service (P1 consumer* fields). consumerType: H5 | message | phone | hotline | email. */
  customerService: {
    consumerType: string
    consumerH5Url: string
    consumerMessage: string
    consumerHotline: string
    consumerEmail: string
    /** `consumerMessage` in other locales (decision 24). */
    i18n?: Translations
  }
  /** Login dialog (L10, P2). `agreement` is HTML. */
  login: {
    loginLeftImage: string
    /** The two lines the dialog draws over its picture (decision 51). */
    headline?: string
    subline?: string
    visitorOpen: boolean
    agreement: string
    /** `agreement`, the lines (and a picture) in other locales (decision 24). */
    i18n?: Translations
  }
  /**
   * Checkout rules (docs/api.md "Checkout"). Money values are decimal strings.
   * Points: one point is worth `pointValue`; a checkout may pay at most `maxDeductionRatio` of the goods total
   * after coupons with points. New shoppers receive `registerBonus` points. A received order earns `earnRate`
   * points per 1.00 paid (default 1), frozen for `frozenDays` days (default 7; 0 = spendable at once).
   */
  checkout: {
    points: {
      enabled: boolean
      pointValue: string
      maxDeductionRatio: string
      registerBonus: number
      earnRate?: string
      frozenDays?: number
    }
    /** Offline pay methods (PY1 `codSwitch`, `bankTransferSwitch`). */
    cod: { enabled: boolean }
    bankTransfer: {
      enabled: boolean
      accountName: string
      bankName: string
      accountNumber: string
      swift: string
      /** Shown above the proof upload (plain text). */
      instructions: string
      /** `instructions` (and the names) in other locales (decision 24). */
      i18n?: Translations
    }
    /** How long a pre-order stays valid, in minutes. */
    preOrderMinutes: number
  }
  /**
   * Prices in the shopper's currency (decision 34): the currencies offered beside the shop's, and the one proposed
   * per locale on a first visit. Missing: DEFAULT_OFFERED_CURRENCIES and DEFAULT_LOCALE_CURRENCIES (src/contract).
   */
  currency?: {
    offered?: string[]
    localeDefaults?: Partial<Record<string, string>>
  }
  /** Footer copyright line and the about-us page (P1 `intro`, `pcBackVideo`, `pcBackPoster`). */
  site: {
    siteName: string
    copyright: string
    intro: string
    /** The about-us page's silent looping video (a site path under /media/); empty or missing: the poster alone. */
    pcBackVideo?: string
    /** The picture shown before the video plays, and instead of it when there is none. */
    pcBackPoster?: string
    /** The texts in other locales (decision 24). */
    i18n?: Translations
  }
  /**
   * Product feeds (docs/catalogue-feeds.md): the category new `product_type` paths are created under (level 1 or 2;
   * without it an unknown path is refused), and the campaign parameters every link of the Merchant Center export
   * carries (a query string such as `utm_source=google&utm_medium=shopping`).
   */
  catalogueFeeds?: {
    rootCategoryId?: number
    campaign?: string
  }
}

export type SettingKey = keyof SiteSettings

export async function readSetting<K extends SettingKey>(db: DbOrTx, key: K): Promise<SiteSettings[K] | undefined> {
  // Read by every checkout step: a prepared statement (decision 61).
  const rows = await preparedStatement(db, 'site_setting', (db, name) =>
    db
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, sql.placeholder('key')))
      .prepare(name),
  ).execute({ key })
  return rows[0]?.value as SiteSettings[K] | undefined
}

export async function writeSetting<K extends SettingKey>(db: DbOrTx, key: K, value: SiteSettings[K]) {
  await db.insert(siteSettings).values({ key, value }).onConflictDoUpdate({ target: siteSettings.key, set: { value } })
}
