/**
 * Which currencies the menu offers and the one proposed per locale (decision 34): the `currency` site setting, set by
 * the operator (npm run ops -- currency show | offer <CODE,CODE…> | default <locale> <CODE>). Each command checks the
 * whole new setting before writing it, so a refusal changes nothing. Writing it bumps the catalogue version (the
 * site_settings trigger, migration 0012), which drops the cached pages and shared reads that showed the old menu, as a
 * rate change does.
 */
import { type Locale, LOCALES } from '../../i18n/locales'
import type { DbOrTx } from '../db/client'
import { writeSetting } from '../db/settings'
import { badRequest } from '../http/envelope'
import { checkedCode, currencySettings, frontRates, shopCurrency } from './rates'

/** The menu is a short list; more codes than this is a typo in a pasted list. */
export const MAX_OFFERED = 50

/** The operator's view: the setting as the shopper's answer reads it, and what the menu leaves out for want of a rate. */
export async function showCurrencySettings(db: DbOrTx, now = new Date()) {
  const { offered, localeDefaults } = await currencySettings(db)
  const answered = new Set((await frontRates(db, now)).currencies.map((c) => c.code))
  return {
    shopCurrency: shopCurrency(),
    offered,
    localeDefaults,
    /** Offered, but with no fresh rate (`rates list`): not in the menu until one is set. */
    withoutRate: offered.filter((code) => !answered.has(code)),
  }
}

/** Locales whose default is not among `offered` (in LOCALES order): they would propose a currency the menu no longer has. */
function orphanedDefaults(localeDefaults: Partial<Record<string, string>>, offered: readonly string[]) {
  const order = (locale: string) => (LOCALES as readonly string[]).indexOf(locale)
  return Object.entries(localeDefaults)
    .filter(([, code]) => code !== undefined && !offered.includes(code.toUpperCase()))
    .sort(([a], [b]) => order(a) - order(b))
}

/** Sets the offered currencies (in menu order). The shop's own is always among them; a locale's default must stay. */
export async function offerCurrencies(db: DbOrTx, codes: readonly string[]) {
  const offered = [
    ...new Set(
      codes
        .map((code) => code.trim())
        .filter((code) => code !== '')
        .map((code) => checkedCode(code)),
    ),
  ]
  const shop = shopCurrency()
  if (offered.length === 0) throw badRequest(`Name the currencies to offer, like ${shop},EUR,RUB`)
  if (offered.length > MAX_OFFERED) throw badRequest(`At most ${MAX_OFFERED} currencies can be offered`)
  if (!offered.includes(shop))
    throw badRequest(
      `${shop} is the shop's currency and is always offered: include it, like ${[shop, ...offered].join(',')}`,
    )
  const { localeDefaults } = await currencySettings(db)
  const orphaned = orphanedDefaults(localeDefaults, offered)
  if (orphaned.length > 0) {
    const named = orphaned.map(([locale, code]) => `${locale} (${code})`).join(', ')
    const [locale] = orphaned[0]
    throw badRequest(
      `The default of ${named} would no longer be offered: change it first, like currency default ${locale} ${shop}`,
    )
  }
  await writeSetting(db, 'currency', { offered, localeDefaults: { ...localeDefaults } })
  return showCurrencySettings(db)
}

/** Sets the currency first proposed to shoppers of `locale`; it must be offered (the shop's own always is). */
export async function setLocaleCurrency(db: DbOrTx, locale: Locale, code: string) {
  const upper = checkedCode(code)
  const { offered, localeDefaults } = await currencySettings(db)
  if (!offered.includes(upper) && upper !== shopCurrency()) {
    throw badRequest(
      `${upper} is not offered, so it cannot be the default: offer it first, like currency offer ${[...offered, upper].join(',')}`,
    )
  }
  await writeSetting(db, 'currency', { offered, localeDefaults: { ...localeDefaults, [locale]: upper } })
  return showCurrencySettings(db)
}
