/**
 * Exchange rates (decision 34): the operator sets them one by one or imports a CSV or the ECB daily XML (re-based onto
 * the shop's currency, dated by the file), GET /api/front/currency/rates answers the offered currencies with a fresh
 * rate, and a rate older than CURRENCY_RATE_MAX_AGE_DAYS is left out of that answer and flagged by `rates list`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { resetConfig } from '../../app.config'
import { commandOf } from '../../scripts/ops'
import type { CurrencyRates } from '~/contract'
import { exchangeRates, siteSettings } from '~/server/db/schema'
import { saveRates } from '~/server/currency/rates'
import { OpsCommand, runOpsCommand } from '~/server/ops/commands'
import { ApiError } from '~/server/http/envelope'
import { ok, useApiHarness } from './support/harness'

const api = useApiHarness()
const db = () => api.handle.db
const dir = mkdtempSync(path.join(tmpdir(), 'rates-test-'))

afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
  delete process.env.CURRENCY_RATE_MAX_AGE_DAYS
  resetConfig()
})

beforeEach(async () => {
  await db().delete(exchangeRates)
})

/** The CLI's argv → the validated command → the same function the server runs. */
const ops = (...argv: string[]) => runOpsCommand(db(), v.parse(OpsCommand, commandOf(argv)))
const rates = async () => ok(await api.get<CurrencyRates>('/api/front/currency/rates'))
const today = () => new Date().toISOString().slice(0, 10)

describe('rates set', () => {
  it('stores a rate with the time it was set, and the API answers it to a guest', async () => {
    const before = Date.now()
    expect(await ops('rates', 'set', 'eur', '0.92')).toMatchObject([{ code: 'EUR', rate: '0.92' }])
    const answer = await rates()
    expect(answer.shopCurrency).toBe('USD')
    expect(answer.currencies[0]).toEqual({ code: 'USD', rate: '1', date: '' })
    const eur = answer.currencies.find((c) => c.code === 'EUR')!
    expect(eur.rate).toBe('0.92')
    expect(Date.parse(`${eur.date.replace(' ', 'T')}Z`)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000)
    // Only currencies with a rate are offered; the locale defaults name only those.
    expect(answer.currencies.map((c) => c.code)).toEqual(['USD', 'EUR'])
    expect(answer.localeDefaults).toEqual({ es: 'EUR', fr: 'EUR' })
    // A newer rate replaces the older one.
    await ops('rates', 'set', 'EUR', '0.9300')
    expect((await rates()).currencies.find((c) => c.code === 'EUR')!.rate).toBe('0.93')
  })

  it('refuses an unknown code, the shop currency, and a rate that is not a positive number', async () => {
    for (const [code, rate, message] of [
      ['EUO', '0.9', /not a currency code/],
      ['EURO', '0.9', /not a currency code/],
      ['USD', '1.1', /shop's currency/],
      ['EUR', '-1', /positive/],
      ['EUR', '0', /positive/],
      ['EUR', 'abc', /not a rate/],
      ['EUR', 'Infinity', /positive/],
    ]) {
      await expect(runOpsCommand(db(), v.parse(OpsCommand, { command: 'rates-set', code, rate }))).rejects.toThrow(
        message as RegExp,
      )
    }
    expect(await db().select().from(exchangeRates)).toEqual([])
  })
})

describe('rates import', () => {
  it('imports CSV lines code,rate (header skipped), all or none', async () => {
    const file = path.join(dir, 'rates.csv')
    writeFileSync(file, 'code,rate\nEUR,0.92\nrub, 97.5\n\nLAK,21500\n')
    expect(await ops('rates', 'import', file)).toHaveLength(3)
    const answer = await rates()
    expect(answer.currencies.map((c) => [c.code, c.rate])).toEqual([
      ['USD', '1'],
      ['EUR', '0.92'],
      ['RUB', '97.5'],
      ['LAK', '21500'],
    ])
    expect(answer.localeDefaults).toMatchObject({ ru: 'RUB', lo: 'LAK', es: 'EUR' })
    // One bad line: nothing of the file is kept, and the refusal names the line.
    writeFileSync(file, 'EUR,0.5\nGBP,zero\n')
    await expect(ops('rates', 'import', file)).rejects.toThrow(/line 2/)
    expect((await rates()).currencies.find((c) => c.code === 'EUR')!.rate).toBe('0.92')
  })

  it('imports the ECB daily XML re-based onto the shop currency, dated by the file', async () => {
    const file = path.join(dir, 'eurofxref-daily.xml')
    writeFileSync(
      file,
      `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube>
    <Cube time='${today()}'>
      <Cube currency='USD' rate='1.08'/>
      <Cube currency='GBP' rate='0.864'/>
      <Cube currency='THB' rate='37.8'/>
      <Cube currency='CNY' rate='7.776'/>
    </Cube>
  </Cube>
</gesmes:Envelope>`,
    )
    await ops('rates', 'import', file)
    const answer = await rates()
    const byCode = Object.fromEntries(answer.currencies.map((c) => [c.code, c]))
    // 1 USD = 1/1.08 EUR; 1 USD = 0.864/1.08 GBP = 0.8; 37.8/1.08 = 35; 7.776/1.08 = 7.2.
    expect(byCode.EUR.rate).toBe('0.9259259259')
    expect(byCode.GBP.rate).toBe('0.8')
    expect(byCode.THB.rate).toBe('35')
    expect(byCode.CNY.rate).toBe('7.2')
    expect(byCode.USD.rate).toBe('1')
    expect(byCode.EUR.date).toBe(`${today()} 00:00:00`)
    // A file without the shop's currency cannot be re-based.
    writeFileSync(file, `<Cube><Cube time="${today()}"><Cube currency="GBP" rate="0.86"/></Cube></Cube>`)
    await expect(ops('rates', 'import', file)).rejects.toThrow(/shop's currency USD/)
  })
})

describe('stale rates', () => {
  it('leaves a rate older than CURRENCY_RATE_MAX_AGE_DAYS out of the answer and flags it in rates list', async () => {
    const old = new Date(Date.now() - 8 * 24 * 3600 * 1000)
    await saveRates(db(), [
      { code: 'RUB', rate: '97.5', setAt: old },
      { code: 'EUR', rate: '0.92', setAt: new Date() },
    ])
    expect((await rates()).currencies.map((c) => c.code)).toEqual(['USD', 'EUR'])
    expect((await rates()).localeDefaults.ru).toBeUndefined()
    const list = (await ops('rates', 'list')) as {
      stale: string[]
      missing: string[]
      rates: { code: string; stale: boolean; ageDays: number }[]
    }
    expect(list.stale).toEqual(['RUB'])
    expect(list.rates.find((r) => r.code === 'RUB')).toMatchObject({ stale: true, ageDays: 8 })
    expect(list.missing).toEqual(['CNY', 'GBP', 'THB', 'LAK', 'KZT'])
    // A longer allowed age makes it fresh again (past the shared read's fresh window, which is off here).
    process.env.CURRENCY_RATE_MAX_AGE_DAYS = '10'
    process.env.GUEST_PAGE_CACHE_SECONDS = '0'
    resetConfig()
    try {
      expect((await rates()).currencies.map((c) => c.code)).toEqual(['USD', 'EUR', 'RUB'])
    } finally {
      delete process.env.CURRENCY_RATE_MAX_AGE_DAYS
      delete process.env.GUEST_PAGE_CACHE_SECONDS
      resetConfig()
    }
  })

  it('offers only the currencies of the currency site setting', async () => {
    await saveRates(db(), [
      { code: 'EUR', rate: '0.92', setAt: new Date() },
      { code: 'KZT', rate: '480', setAt: new Date() },
    ])
    await db()
      .insert(siteSettings)
      .values({ key: 'currency', value: { offered: ['KZT'], localeDefaults: { ru: 'KZT' } } })
    try {
      const answer = await rates()
      expect(answer.currencies.map((c) => c.code)).toEqual(['USD', 'KZT'])
      expect(answer.localeDefaults).toEqual({ ru: 'KZT' })
    } finally {
      await db().delete(siteSettings).where(eq(siteSettings.key, 'currency'))
    }
  })
})

it('refusals are ApiErrors the CLI prints (exit 1)', async () => {
  await expect(ops('rates', 'set', 'XXXX', '1')).rejects.toBeInstanceOf(ApiError)
})
