/**
 * Exchange rates (decision 34): the operator sets them (npm run ops -- rates set | import | list), shoppers read the
 * fresh ones through GET /api/front/currency/rates and convert on the client. A rate is how many units of a currency
 * one unit of the shop's currency buys, kept as an exact decimal with the time it was set. A rate older than
 * CURRENCY_RATE_MAX_AGE_DAYS is never answered (the currency is then simply not offered) and `rates list` flags it.
 */
import Decimal from 'decimal.js'
import { asc, sql } from 'drizzle-orm'
import { config } from '../../../app.config'
import {
  type CurrencyRates,
  DEFAULT_LOCALE_CURRENCIES,
  DEFAULT_OFFERED_CURRENCIES,
  isCurrencyCode,
  resolveDisplayCurrency,
} from '~/contract'
import type { DbOrTx } from '../db/client'
import { exchangeRates } from '../db/schema'
import { preparedStatement } from '../db/prepared'
import { readSetting, type SiteSettings } from '../db/settings'
import { formatDateTime, parseDay } from '../http/dates'
import { badRequest } from '../http/envelope'

const DAY_MS = 24 * 3600 * 1000
/** Rates keep 10 significant digits: far finer than any minor unit of a converted price. */
const SIGNIFICANT = 10

export const shopCurrency = () => config().currency.code.toUpperCase()

/** The currencies Intl knows (ISO 4217), so a typo such as "EUO" is refused. */
let known: Set<string> | undefined
function isKnownCurrency(code: string): boolean {
  known ??= new Set(Intl.supportedValuesOf('currency'))
  return known.has(code)
}

export interface RateInput {
  code: string
  rate: string
  setAt: Date
}

/** A currency code as the operator typed it, upper-cased; refused unless it is an ISO 4217 code Intl knows. */
export function checkedCode(code: string, where = ''): string {
  const upper = code.trim().toUpperCase()
  if (!isCurrencyCode(upper) || !isKnownCurrency(upper))
    throw badRequest(`${where}"${code}" is not a currency code (ISO 4217, like EUR)`)
  return upper
}

function checkedValue(rate: string, where = ''): Decimal {
  let value: Decimal
  try {
    value = new Decimal(rate.trim())
  } catch {
    throw badRequest(`${where}"${rate}" is not a rate (a decimal number like 0.92)`)
  }
  if (!value.isFinite() || value.lte(0))
    throw badRequest(`${where}"${rate}" is not a rate (a positive decimal number like 0.92)`)
  return value
}

/** One rate checked: a known code other than the shop's, a positive finite decimal. Refusals name the line. */
function checkedRate(code: string, rate: string, where = ''): { code: string; rate: string } {
  const upper = checkedCode(code, where)
  if (upper === shopCurrency()) throw badRequest(`${where}${upper} is the shop's currency: its rate is always 1`)
  return { code: upper, rate: checkedValue(rate, where).toSignificantDigits(SIGNIFICANT).toFixed() }
}

/** Stores the rates (one row per currency, the newest wins), all or none. */
export async function saveRates(db: DbOrTx, rates: RateInput[]) {
  if (rates.length === 0) throw badRequest('No rates to set')
  await db
    .insert(exchangeRates)
    .values(rates)
    .onConflictDoUpdate({ target: exchangeRates.code, set: { rate: sql`excluded.rate`, setAt: sql`excluded.set_at` } })
  return rates.map((r) => ({ code: r.code, rate: r.rate, setAt: formatDateTime(r.setAt) }))
}

export function setRate(db: DbOrTx, code: string, rate: string, now = new Date()) {
  return saveRates(db, [{ ...checkedRate(code, rate), setAt: now }])
}

/**
 * A rates file: the ECB daily XML (`<Cube time="2026-11-25"><Cube currency="USD" rate="1.08"/>…`, euro-based, re-based
 * onto the shop's currency and dated by its `time`), or CSV lines `code,rate` (a header line and blank lines are
 * skipped; dated now).
 */
export function parseRatesFile(text: string, now = new Date()): RateInput[] {
  return text.trimStart().startsWith('<') ? parseEcbXml(text) : parseCsv(text, now)
}

function parseCsv(text: string, now: Date): RateInput[] {
  const rates: RateInput[] = []
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) return
    const [code = '', rate = '', ...extra] = line.split(/[,;]/)
    if (index === 0 && /^code$/i.test(code.trim())) return
    if (extra.length > 0 || rate === '') throw badRequest(`line ${index + 1}: expected "code,rate", got "${line}"`)
    rates.push({ ...checkedRate(code, rate, `line ${index + 1}: `), setAt: now })
  })
  return rates
}

function parseEcbXml(text: string): RateInput[] {
  const day = /<Cube\s+time=["'](\d{4}-\d{2}-\d{2})["']/.exec(text)?.[1]
  if (!day) throw badRequest('The XML is not an ECB rates file: no <Cube time="yyyy-mm-dd">')
  const setAt = parseDay(day)
  if (!setAt) throw badRequest(`The ECB file's date "${day}" is not a date`)
  const perEuro = new Map<string, Decimal>([['EUR', new Decimal(1)]])
  for (const match of text.matchAll(/<Cube\s+currency=["']([A-Za-z]{3})["']\s+rate=["']([^"']+)["']\s*\/?>/g)) {
    const [, code, rate] = match
    perEuro.set(checkedCode(code), checkedValue(rate))
  }
  if (perEuro.size === 1) throw badRequest('The ECB file has no <Cube currency="…" rate="…"/> lines')
  const shop = shopCurrency()
  const shopPerEuro = perEuro.get(shop)
  if (!shopPerEuro)
    throw badRequest(`The ECB file has no rate for the shop's currency ${shop}, so it cannot be re-based`)
  return [...perEuro]
    .filter(([code]) => code !== shop)
    .map(([code, value]) => ({ code, rate: value.div(shopPerEuro).toSignificantDigits(SIGNIFICANT).toFixed(), setAt }))
}

export const importRates = (db: DbOrTx, text: string, now = new Date()) => saveRates(db, parseRatesFile(text, now))

/** The `currency` site setting with its defaults (src/contract) filled in: what the shopper's answer is built from. */
export async function currencySettings(db: DbOrTx) {
  return currencySettingsOf(await readSetting(db, 'currency'))
}

/** `currencySettings` of a setting read already (the order create reads it with its other reads, decision 82). */
export function currencySettingsOf(setting: SiteSettings['currency'] | undefined) {
  const offered = (setting?.offered ?? [...DEFAULT_OFFERED_CURRENCIES]).map((c) => c.toUpperCase())
  return { offered, localeDefaults: setting?.localeDefaults ?? DEFAULT_LOCALE_CURRENCIES }
}

const isStale = (setAt: Date, now: Date) => now.getTime() - setAt.getTime() > config().currencyRateMaxAgeDays * DAY_MS

/** Every stored rate: read by each order create and rates answer, so a prepared statement (decision 61). */
const storedRates = (db: DbOrTx) =>
  preparedStatement(db, 'currency_rates', (db, name) => db.select().from(exchangeRates).prepare(name)).execute()

/** The shopper's answer: the shop's currency, then the offered currencies with a fresh rate; stale ones are left out. */
export async function frontRates(db: DbOrTx, now = new Date()): Promise<CurrencyRates> {
  return ratesAnswer(await currencySettings(db), await storedRates(db), now)
}

function ratesAnswer(
  { offered, localeDefaults }: Awaited<ReturnType<typeof currencySettings>>,
  rows: (typeof exchangeRates.$inferSelect)[],
  now: Date,
): CurrencyRates {
  const shop = shopCurrency()
  const byCode = new Map(rows.map((r) => [r.code, r]))
  const currencies = [{ code: shop, rate: '1', date: '' }]
  for (const code of offered) {
    const row = byCode.get(code)
    if (code === shop || !row || isStale(row.setAt, now)) continue
    currencies.push({ code, rate: new Decimal(row.rate).toFixed(), date: formatDateTime(row.setAt) })
  }
  const answered = new Set(currencies.map((c) => c.code))
  const defaults: Record<string, string> = {}
  for (const [locale, code] of Object.entries(localeDefaults))
    if (code && answered.has(code.toUpperCase())) defaults[locale] = code.toUpperCase()
  return { shopCurrency: shop, currencies, localeDefaults: defaults }
}

/** The currency an order keeps (decision 34): its code, the rate used and when that rate was set. */
export interface ShownRate {
  code: string
  rate: string
  setAt: Date
}

/**
 * The currency the shopper reads prices in, resolved as the pages resolve it (the `currency` cookie's code when it
 * has a fresh rate, else the locale's default, else the shop's) from the server's own rates at `now`; null when that
 * is the shop's currency. Nothing the client sends but the cookie's code is used, and a code without a fresh rate
 * falls back like on the page.
 */
export async function shownRateAt(
  db: DbOrTx,
  chosen: string | null,
  locale: string,
  now = new Date(),
  settings?: ReturnType<typeof currencySettingsOf>,
  /** The stored rates when read already (the order create reads them with its other reads, decision 90). */
  stored?: (typeof exchangeRates.$inferSelect)[],
): Promise<ShownRate | null> {
  const rows = stored ?? (await storedRates(db))
  const rates = ratesAnswer(settings ?? (await currencySettings(db)), rows, now)
  const shown = resolveDisplayCurrency(rates, chosen, locale)
  if (shown.code === rates.shopCurrency) return null
  const row = rows.find((r) => r.code === shown.code)
  return row ? { code: row.code, rate: new Decimal(row.rate).toFixed(), setAt: row.setAt } : null
}

/** The operator's view: every stored rate with its age, stale ones flagged, and offered currencies with no rate. */
export async function listRates(db: DbOrTx, now = new Date()) {
  const { offered } = await currencySettings(db)
  const rows = await db.select().from(exchangeRates).orderBy(asc(exchangeRates.code))
  const maxAgeDays = config().currencyRateMaxAgeDays
  const rates = rows.map((r) => ({
    code: r.code,
    rate: new Decimal(r.rate).toFixed(),
    setAt: formatDateTime(r.setAt),
    ageDays: Math.floor((now.getTime() - r.setAt.getTime()) / DAY_MS),
    offered: offered.includes(r.code),
    stale: isStale(r.setAt, now),
  }))
  const stored = new Set(rows.map((r) => r.code))
  return {
    shopCurrency: shopCurrency(),
    maxAgeDays,
    rates,
    stale: rates.filter((r) => r.stale).map((r) => r.code),
    missing: offered.filter((c) => c !== shopCurrency() && !stored.has(c)),
  }
}
