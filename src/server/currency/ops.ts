/** The operator's rate commands (npm run ops -- rates set <CODE> <rate> | rates import <file> | rates list; decision 34). */
import * as v from 'valibot'
import type { Db } from '../db/client'
import { importRates, listRates, setRate } from './rates'

/** An ECB daily file is ~2 KB; a CSV of every ISO currency stays far below this. */
const MAX_IMPORT_CHARS = 200_000

export const RatesCommands = [
  v.object({ command: v.literal('rates-list') }),
  v.object({
    command: v.literal('rates-set'),
    code: v.string('a currency code is required (like EUR)'),
    rate: v.string('a rate is required (like 0.92)'),
  }),
  v.object({
    command: v.literal('rates-import'),
    text: v.pipe(v.string('a file is required'), v.nonEmpty('the file is empty'), v.maxLength(MAX_IMPORT_CHARS, `the file must be at most ${MAX_IMPORT_CHARS} characters`)),
  }),
] as const
export type RatesCommand = v.InferOutput<(typeof RatesCommands)[number]>

export const isRatesCommand = (command: { command: string }): command is RatesCommand => command.command.startsWith('rates-')

export function runRatesCommand(db: Db, command: RatesCommand): Promise<unknown> {
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
