/** Loads a locale's compiled catalogue; each is its own chunk, compiled from locales/<locale>/messages.po by Vite. */
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

/** Plain record form so the router can serialise it into the page. */
export type CatalogMessages = Record<string, string>

export async function loadCatalog(locale: Locale): Promise<CatalogMessages> {
  const { messages } = await loaders[locale]()
  return messages as unknown as CatalogMessages
}

/** Activate `locale` on this i18n instance (a no-op when it is already active with these messages). */
export function activate(i18n: I18n, locale: Locale, messages: CatalogMessages) {
  if (i18n.locale === locale && i18n.messages === (messages as unknown as Messages)) return
  i18n.load(locale, messages as unknown as Messages)
  i18n.activate(locale)
}
