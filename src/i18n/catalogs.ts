/**
 * Loads a locale's compiled catalogue; each is its own chunk, compiled from locales/<locale>/messages.po by Vite.
 * The words never travel in the page's HTML: the server renders with the whole catalogue. In the browser each
 * script brings the words it names before it runs (scripts/vite-chunk-words.ts, decision 56), so the first load
 * carries only the shell's and the page's words; the whole catalogue comes when the shopper picks another language.
 */
import type { Messages } from '@lingui/core'
import type { I18n } from '@lingui/core'
import { type Locale, numberLocale } from './locales'

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

/** What the preludes of the browser build's scripts loaded (scripts/vite-chunk-words.ts); absent on the server and in dev. */
interface PageWords {
  /** The locale the scripts load their words in: the `<html lang>`, then the one the page last activated. */
  locale?: string
  words: Partial<Record<string, CatalogMessages>>
  /** Locales whose whole catalogue is in `words`. */
  full: Partial<Record<string, boolean>>
}

function pageWords(): PageWords | undefined {
  return typeof document === 'undefined'
    ? undefined
    : (globalThis as { __linguiPageWords?: PageWords }).__linguiPageWords
}

/** The locale's words when every script that ran so far brought its words in it (or its whole catalogue is here). */
function readyPageWords(page: PageWords, locale: Locale): CatalogMessages | undefined {
  return page.full[locale] || page.locale === locale ? page.words[locale] : undefined
}

export async function loadCatalog(locale: Locale): Promise<CatalogMessages> {
  const page = pageWords()
  const ready = page && readyPageWords(page, locale)
  if (ready) return ready
  const { messages } = (await loaders[locale]()) as unknown as { messages: CatalogMessages }
  if (!page) {
    loaded.set(locale, messages)
    return messages
  }
  // One object per locale: Lingui keeps it, and the scripts loaded later add their words to it.
  const words = Object.assign((page.words[locale] ??= {}), messages)
  page.full[locale] = true
  return words
}

export async function loadServerCatalog(locale: Locale): Promise<CatalogMessages> {
  const { messages } = await serverLoaders[locale]()
  return messages as unknown as CatalogMessages
}

/** A catalogue `loadCatalog` has loaded in this process or page, for synchronous use while rendering. */
export function loadedCatalog(locale: Locale): CatalogMessages | undefined {
  const page = pageWords()
  return page ? readyPageWords(page, locale) : loaded.get(locale)
}

/** Activate `locale` on this i18n instance (a no-op when it is already active with these messages). */
export function activate(i18n: I18n, locale: Locale, messages: CatalogMessages) {
  // Scripts loaded from now on bring their words in this locale.
  const page = pageWords()
  if (page) page.locale = locale
  if (i18n.locale === locale && i18n.messages === (messages as unknown as Messages)) return
  i18n.load(locale, messages as unknown as Messages)
  // Numbers and plural forms in `#` are written with the data every browser has for the locale (decision 75).
  i18n.activate(locale, [numberLocale(locale)])
}
