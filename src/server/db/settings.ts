/**
 * Typed keys of the `site_settings` table. The seed writes them; the API reads them.
 * Image values are site-relative paths (`/media/...`); the API makes them absolute.
 */
import { eq } from 'drizzle-orm'
import type { DbOrTx } from './client.ts'
import { siteSettings } from './schema.ts'

export interface SiteSettings {
  /** Home page (P1): carousel and street header. */
  home: {
    banner: { id: number; pic: string; link: string }[]
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
  }
  /** Login dialog (L10, P2). `agreement` is HTML. */
  login: {
    loginLeftImage: string
    visitorOpen: boolean
    agreement: string
  }
  /** Footer copyright line and the about-us block. */
  site: {
    siteName: string
    copyright: string
    intro: string
  }
}

export type SettingKey = keyof SiteSettings

export async function readSetting<K extends SettingKey>(db: DbOrTx, key: K): Promise<SiteSettings[K] | undefined> {
  const rows = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key))
  return rows[0]?.value as SiteSettings[K] | undefined
}

export async function writeSetting<K extends SettingKey>(db: DbOrTx, key: K, value: SiteSettings[K]) {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } })
}
