/**
 * Loads a locale's compiled catalogue; each is its own chunk, compiled from locales/<locale>/messages.po by Vite.
 * The words never travel in the page's HTML: the server renders with them, and the browser loads the page
 * language's chunk (a hashed file, cached for good) before it hydrates (src/client.tsx).
 */
import type { Messages } from '@lingui/core'
import type { I18n } from '@lingui/core'
import type { Locale } from './locales'

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  'zh-CN': () => import('../../locales/zh-CN/messages.po'),
  es: () => import('../../locales/es/messages.po'),
  ru: () => import('../../locales/ru/messages.po'),
  fr: () => import('../../locales/fr/messages.po'),
  th: () => import('../../locales/th/messages.po'),
  lo: () => import('../../locales/lo/messages.po'),
}

/** The API's messages (src/server/http/messages.ts): loaded by the server only, never part of a page. */
const serverLoaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/server.po'),
  'zh-CN': () => import('../../locales/zh-CN/server.po'),
  es: () => import('../../locales/es/server.po'),
  ru: () => import('../../locales/ru/server.po'),
  fr: () => import('../../locales/fr/server.po'),
  th: () => import('../../locales/th/server.po'),
  lo: () => import('../../locales/lo/server.po'),
}

/** Plain record form so the router can serialise it into the page. */
export type CatalogMessages = Record<string, string>

const loaded = new Map<Locale, CatalogMessages>()

export async function loadCatalog(locale: Locale): Promise<CatalogMessages> {
  const { messages } = await loaders[locale]()
  loaded.set(locale, messages as unknown as CatalogMessages)
  return messages as unknown as CatalogMessages
}

export async function loadServerCatalog(locale: Locale): Promise<CatalogMessages> {
  const { messages } = await serverLoaders[locale]()
  return messages as unknown as CatalogMessages
}

/** A catalogue `loadCatalog` has loaded in this process or page, for synchronous use while rendering. */
export function loadedCatalog(locale: Locale): CatalogMessages | undefined {
  return loaded.get(locale)
}

/** Activate `locale` on this i18n instance (a no-op when it is already active with these messages). */
export function activate(i18n: I18n, locale: Locale, messages: CatalogMessages) {
  if (i18n.locale === locale && i18n.messages === (messages as unknown as Messages)) return
  i18n.load(locale, messages as unknown as Messages)
  i18n.activate(locale)
}
