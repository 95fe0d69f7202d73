/**
 * API messages in the request's locale (decision 25). A message is its English text, which is also its id in the
 * server catalogue (locales/<locale>/server.po), written where it is thrown as a marked literal:
 * `badRequest(/*i18n*\/ 'Only {count} left', { count })`. `lingui extract` collects every marked literal, so a new
 * message without a translation fails the catalogue test; the app's error handler translates it when it writes
 * the envelope. Values fill `{placeholders}`; a value may itself be a message (a field's label and its problem
 * inside "The {field} {problem}", see field-labels.ts). Messages use plain placeholders only, no ICU plurals: a count
 * reads "{count} min" style.
 */
import { setupI18n, type I18n } from '@lingui/core'
import { loadServerCatalog } from '../../i18n/catalogs'
import type { Locale } from '../../i18n/locales'
import { logger } from '../logger'

export interface ServerMessage {
  id: string
  values?: MessageValues
}
export type MessageValues = Record<string, string | number | ServerMessage>

const PLACEHOLDER = /\{(\w+)\}/g

function fill(text: string, values: Record<string, string | number> | undefined): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (values && name in values ? String(values[name]) : whole))
}

/** The English text of a message, without any catalogue (logs, the operator CLI, the default answer). */
export function english(message: ServerMessage): string {
  const values =
    message.values &&
    Object.fromEntries(Object.entries(message.values).map(([k, v]) => [k, typeof v === 'object' ? english(v) : v]))
  return fill(message.id, values)
}

const instances = new Map<Locale, Promise<I18n>>()

function i18nFor(locale: Locale): Promise<I18n> {
  let instance = instances.get(locale)
  if (!instance) {
    instance = loadServerCatalog(locale).then((messages) => setupI18n({ locale, messages: { [locale]: messages } }))
    // A failed load is retried by the next request rather than kept.
    instance.catch(() => instances.delete(locale))
    instances.set(locale, instance)
  }
  return instance
}

/** A message in `locale`; a message the catalogue lacks (never in a complete build) answers in English. */
export async function translate(message: ServerMessage, locale: Locale): Promise<string> {
  const values: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(message.values ?? {}))
    values[key] = typeof value === 'object' ? await translate(value, locale) : value
  let i18n: I18n
  try {
    i18n = await i18nFor(locale)
  } catch {
    return english(message)
  }
  if (!(message.id in i18n.messages)) {
    // An unmarked message (or a catalogue not extracted since): say so outside production, answer in English.
    if (process.env.NODE_ENV !== 'production')
      logger.warn(`API message missing from locales/${locale}/server.po: ${JSON.stringify(message.id)}`)
    return fill(message.id, values)
  }
  return i18n._(message.id, values)
}
