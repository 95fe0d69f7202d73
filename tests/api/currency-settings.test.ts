/**
 * The offered currencies and each locale's default (decision 34): the operator sets the `currency` site
 * setting with `ops currency offer | default | show`, GET /api/front/currency/rates answers the new menu at once (its
 * shared read is dropped by the catalogue version the setting bumps), and a refused command changes nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetConfig } from '../../app.config'
import { commandOf } from '../../scripts/ops'
import { type CurrencyRates, DEFAULT_LOCALE_CURRENCIES, DEFAULT_OFFERED_CURRENCIES } from '~/contract'
import { saveRates } from '~/server/currency/rates'
import { exchangeRates, siteSettings } from '~/server/db/schema'
import { ApiError } from '~/server/http/envelope'
import { OpsCommand, runOpsCommand } from '~/server/ops/commands'
import { OPS_SECRET_HEADER, type OpsState, writeOpsState } from '~/server/ops/state'
import { ok, useApiHarness } from './support/harness'

// The endpoint wants the secret of ops-server.json, kept in the data folder (as tests/api/ops.test.ts does).
const dataRoot = mkdtempSync(path.join(tmpdir(), 'currency-settings-test-'))
process.env.DATA_DIR = path.join(dataRoot, 'pglite')
resetConfig()

const api = useApiHarness()
const db = () => api.handle.db
let state: OpsState

beforeAll(() => {
  state = writeOpsState(4999)!
})

afterAll(() => {
  delete process.env.DATA_DIR
  resetConfig()
  rmSync(dataRoot, { recursive: true, force: true })
})

beforeEach(async () => {
  await db().delete(siteSettings).where(eq(siteSettings.key, 'currency'))
  await db().delete(exchangeRates)
  const setAt = new Date()
  await saveRates(
    db(),
    ['EUR', 'RUB', 'CNY', 'GBP', 'THB', 'LAK', 'KZT'].map((code) => ({ code, rate: '2', setAt })),
  )
})

/** The CLI's argv → the validated command → the same function the server runs. */
const ops = async (...argv: string[]) => runOpsCommand(db(), v.parse(OpsCommand, commandOf(argv)))
const rates = async () => ok(await api.get<CurrencyRates>('/api/front/currency/rates'))
const menu = async () => (await rates()).currencies.map((c) => c.code)
const setting = async () => (await db().select().from(siteSettings).where(eq(siteSettings.key, 'currency')))[0]?.value
const runOps = (json: unknown) =>
  api.call<unknown>('/api/ops/run', {
    method: 'POST',
    json,
    clientHeader: false,
    clientIp: '127.0.0.1',
    headers: { [OPS_SECRET_HEADER]: state.secret },
  })

describe('currency show', () => {
  it('shows the defaults of the code until the operator sets them, and what has no fresh rate', async () => {
    await db().delete(exchangeRates).where(eq(exchangeRates.code, 'KZT'))
    expect(await ops('currency', 'show')).toEqual({
      shopCurrency: 'USD',
      offered: [...DEFAULT_OFFERED_CURRENCIES],
      localeDefaults: DEFAULT_LOCALE_CURRENCIES,
      withoutRate: ['KZT'],
    })
  })
})

describe('currency offer', () => {
  it('sets the menu and its order: the rates answer changes at once, after it was read', async () => {
    expect(await menu()).toEqual(['USD', 'EUR', 'RUB', 'CNY', 'GBP', 'THB', 'LAK', 'KZT'])
    const shown = await ops('currency', 'offer', 'usd,RUB,', 'EUR', 'THB,CNY,LAK,RUB')
    expect(shown).toMatchObject({ offered: ['USD', 'RUB', 'EUR', 'THB', 'CNY', 'LAK'], withoutRate: [] })
    // The shop's currency first, then the offered ones in the operator's order; KZT and GBP are gone.
    expect(await menu()).toEqual(['USD', 'RUB', 'EUR', 'THB', 'CNY', 'LAK'])
    expect((await rates()).localeDefaults).toEqual({
      ru: 'RUB',
      'zh-CN': 'CNY',
      es: 'EUR',
      fr: 'EUR',
      th: 'THB',
      lo: 'LAK',
    })
    // Offering one back: it is in the menu again.
    await ops('currency', 'offer', 'USD,RUB,EUR,THB,CNY,LAK,KZT')
    expect(await menu()).toEqual(['USD', 'RUB', 'EUR', 'THB', 'CNY', 'LAK', 'KZT'])
  })

  it('refuses a bad list with a clear sentence and changes nothing', async () => {
    await ops('currency', 'offer', 'USD,EUR,RUB,CNY,THB,LAK')
    const before = { setting: await setting(), rates: await rates() }
    for (const [argv, message] of [
      [
        ['EUR,RUB,CNY,THB,LAK'],
        /USD is the shop's currency and is always offered: include it, like USD,EUR,RUB,CNY,THB,LAK/,
      ],
      [['USD,EUO'], /"EUO" is not a currency code \(ISO 4217, like EUR\)/],
      [['USD,EURO'], /"EURO" is not a currency code/],
      [[], /Name the currencies to offer, like USD,EUR,RUB/],
      [[' , '], /Name the currencies to offer/],
      // RUB is Russian's default and LAK Lao's: they must be changed first.
      [
        ['USD,EUR,CNY,THB'],
        /The default of ru \(RUB\), lo \(LAK\) would no longer be offered: change it first, like currency default ru USD/,
      ],
    ] as const) {
      await expect(ops('currency', 'offer', ...argv), argv.join(' ')).rejects.toThrow(message)
    }
    await expect(ops('currency', 'offer', Array.from({ length: 51 }, () => 'EUR').join(' '))).rejects.toThrow(
      /at most 50/,
    )
    expect(await setting()).toEqual(before.setting)
    expect(await rates()).toEqual(before.rates)
  })
})

describe('currency default', () => {
  it("sets the currency a locale proposes; the rates answer's default for that locale changes", async () => {
    expect((await rates()).localeDefaults.es).toBe('EUR')
    const shown = (await ops('currency', 'default', 'es', 'gbp')) as { localeDefaults: Record<string, string> }
    expect(shown.localeDefaults).toMatchObject({ es: 'GBP', fr: 'EUR' })
    expect((await rates()).localeDefaults).toMatchObject({ es: 'GBP', fr: 'EUR', ru: 'RUB' })
    // English proposes the shop's currency by default; the operator can name another, and the shop's own again.
    await ops('currency', 'default', 'en', 'EUR')
    expect((await rates()).localeDefaults.en).toBe('EUR')
    await ops('currency', 'default', 'en', 'USD')
    expect((await rates()).localeDefaults.en).toBe('USD')
    // With the default moved off RUB, RUB can leave the menu.
    await ops('currency', 'default', 'ru', 'EUR')
    await ops('currency', 'offer', 'USD,EUR,GBP,CNY,THB,LAK')
    expect(await menu()).toEqual(['USD', 'EUR', 'GBP', 'CNY', 'THB', 'LAK'])
    expect((await rates()).localeDefaults.ru).toBe('EUR')
  })

  it('refuses a currency that is not offered, a bad code and an unknown locale, and changes nothing', async () => {
    await ops('currency', 'offer', 'USD,EUR,RUB,CNY,THB,LAK')
    const before = { setting: await setting(), rates: await rates() }
    await expect(ops('currency', 'default', 'es', 'GBP')).rejects.toThrow(
      /GBP is not offered, so it cannot be the default: offer it first, like currency offer USD,EUR,RUB,CNY,THB,LAK,GBP/,
    )
    await expect(ops('currency', 'default', 'es', 'EUO')).rejects.toThrow(/"EUO" is not a currency code/)
    await expect(ops('currency', 'default', 'es')).rejects.toThrow(/a currency code is required/)
    await expect(ops('currency', 'default', 'de', 'EUR')).rejects.toThrow(
      /the locale must be one of en, zh-CN, es, ru, fr, th, lo/,
    )
    await expect(ops('currency', 'default', 'es', 'GBP')).rejects.toBeInstanceOf(ApiError)
    expect(await setting()).toEqual(before.setting)
    expect(await rates()).toEqual(before.rates)
  })
})

describe('through POST /api/ops/run (the CLI while a server runs)', () => {
  it('sets the menu, and answers a refusal with 400 and nothing changed', async () => {
    const done = await runOps({ command: 'currency-offer', codes: ['USD', 'EUR', 'RUB', 'CNY', 'THB', 'LAK'] })
    expect(done.body).toMatchObject({ code: 200, data: { offered: ['USD', 'EUR', 'RUB', 'CNY', 'THB', 'LAK'] } })
    expect(await menu()).toEqual(['USD', 'EUR', 'RUB', 'CNY', 'THB', 'LAK'])
    const refused = await runOps({ command: 'currency-default', locale: 'fr', code: 'KZT' })
    expect(refused.body).toMatchObject({ code: 400, message: expect.stringMatching(/^KZT is not offered/) })
    expect((await rates()).localeDefaults.fr).toBe('EUR')
    expect((await runOps({ command: 'currency-offer', codes: 'USD,EUR' })).body.code).toBe(400)
  })
})

it('ops --help lists the currency commands', () => {
  expect(() => commandOf(['--help'])).toThrow(/currency offer <CODE,CODE…>[\s\S]*currency default <locale> <CODE>/)
  expect(() => commandOf(['currency', 'drop'])).toThrow(/currency wants show, offer or default/)
})
