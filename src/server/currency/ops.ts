/**
 * The operator's currency commands (decision 34): rates (npm run ops -- rates set <CODE> <rate> | rates import <file> |
 * rates list) and the offered currencies with each locale's default (currency show | offer <CODES> | default <locale> <CODE>).
 */
import * as v from 'valibot'
import { LOCALES } from '../../i18n/locales'
import type { Db } from '../db/client'
import { offerCurrencies, MAX_OFFERED, setLocaleCurrency, showCurrencySettings } from './offered'
import { importRates, listRates, setRate } from './rates'

/** An ECB daily file is ~2 KB; a CSV of every ISO currency stays far below this. */
const MAX_IMPORT_CHARS = 200_000

const RatesCommands = [
  v.object({ command: v.literal('rates-list') }),
  v.object({
    command: v.literal('rates-set'),
    code: v.string('a currency code is required (like EUR)'),
    rate: v.string('a rate is required (like 0.92)'),
  }),
  v.object({
    command: v.literal('rates-import'),
    text: v.pipe(
      v.string('a file is required'),
      v.nonEmpty('the file is empty'),
      v.maxLength(MAX_IMPORT_CHARS, `the file must be at most ${MAX_IMPORT_CHARS} characters`),
    ),
  }),
] as const
type RatesCommand = v.InferOutput<(typeof RatesCommands)[number]>

const isRatesCommand = (command: { command: string }): command is RatesCommand => command.command.startsWith('rates-')

function runRatesCommand(db: Db, command: RatesCommand): Promise<unknown> {
  switch (command.command) {
    case 'rates-list':
      return listRates(db)
    case 'rates-set':
      return setRate(db, command.code, command.rate)
    case 'rates-import':
      return importRates(db, command.text)
  }
}

export const RATES_USAGE = `  rates list                      every rate with its age; stale ones (older than CURRENCY_RATE_MAX_AGE_DAYS) are flagged and not shown to shoppers
  rates set <CODE> <rate>         1 unit of the shop's currency = <rate> <CODE>, e.g. rates set EUR 0.92
  rates import <file>             CSV lines "code,rate", or the ECB daily XML (eurofxref-daily.xml), re-based onto the shop's currency`

const CurrencyCommands = [
  v.object({ command: v.literal('currency-show') }),
  v.object({
    command: v.literal('currency-offer'),
    codes: v.pipe(
      v.array(v.string(), 'the currencies to offer are required (like USD,EUR,RUB)'),
      v.maxLength(MAX_OFFERED, `at most ${MAX_OFFERED} currencies can be offered`),
    ),
  }),
  v.object({
    command: v.literal('currency-default'),
    locale: v.picklist(LOCALES, `the locale must be one of ${LOCALES.join(', ')}`),
    code: v.string('a currency code is required (like EUR)'),
  }),
] as const
type CurrencyCommand = v.InferOutput<(typeof CurrencyCommands)[number]>

const isCurrencyCommand = (command: { command: string }): command is CurrencyCommand =>
  command.command.startsWith('currency-')

function runCurrencyCommand(db: Db, command: CurrencyCommand): Promise<unknown> {
  switch (command.command) {
    case 'currency-show':
      return showCurrencySettings(db)
    case 'currency-offer':
      return db.transaction((tx) => offerCurrencies(tx, command.codes))
    case 'currency-default':
      return db.transaction((tx) => setLocaleCurrency(tx, command.locale, command.code))
  }
}

/** The currency domain's operator commands, rates and offered currencies, as the operator's command set takes them. */
export const CurrencyOpsCommands = [...RatesCommands, ...CurrencyCommands] as const
type CurrencyOpsCommand = RatesCommand | CurrencyCommand

export const isCurrencyOpsCommand = (command: { command: string }): command is CurrencyOpsCommand =>
  isRatesCommand(command) || isCurrencyCommand(command)

export function runCurrencyOpsCommand(db: Db, command: CurrencyOpsCommand): Promise<unknown> {
  return isRatesCommand(command) ? runRatesCommand(db, command) : runCurrencyCommand(db, command)
}

export const CURRENCY_USAGE = `  currency show                   the offered currencies, each locale's default, and the offered ones the menu leaves out (no fresh rate)
  currency offer <CODE,CODE…>     the currencies of the menu, in its order; the shop's own is always among them, e.g. currency offer USD,EUR,RUB,CNY
  currency default <locale> <CODE>  the currency first proposed in <locale> (one of ${LOCALES.join(', ')}); it must be offered, e.g. currency default es EUR`
