import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type DecimalType from 'decimal.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DROPPED_METHODS, DROPPED_STATICS, trimDecimal } from '../../scripts/vite-decimal-money'

type DecimalClass = typeof DecimalType
const require = createRequire(import.meta.url)

describe("the browser's decimal.js: money's methods unchanged, the rest dropped (decision 88)", () => {
  let dir: string
  let Trimmed: DecimalClass
  let Full: DecimalClass

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'decimal-money-'))
    const source = readFileSync(require.resolve('decimal.js').replace(/decimal\.js$/, 'decimal.mjs'), 'utf8')
    writeFileSync(join(dir, 'decimal.mjs'), trimDecimal(source))
    Trimmed = (
      (await import(/* @vite-ignore */ pathToFileURL(join(dir, 'decimal.mjs')).href)) as { default: DecimalClass }
    ).default
    Full = (await vi.importActual<{ default: DecimalClass }>('decimal.js')).default
    vi.doMock('decimal.js', () => ({ default: Trimmed }))
  })
  afterAll(() => {
    vi.doUnmock('decimal.js')
    rmSync(dir, { recursive: true, force: true })
  })

  it('drops the trigonometry, logarithms, powers, roots and base conversions', () => {
    const one = new Trimmed(1) as unknown as Record<string, unknown>
    for (const name of ['sqrt', 'pow', 'ln', 'log', 'exp', 'sin', 'cos', 'tan', 'toHex', 'toFraction', 'toBinary'])
      expect(one[name], name).toBeUndefined()
    for (const name of DROPPED_STATICS)
      expect((Trimmed as unknown as Record<string, unknown>)[name], name).toBeUndefined()
    expect(DROPPED_METHODS.length).toBe(22)
  })

  it('answers as the whole package for what money computes', () => {
    const amounts = ['0', '0.01', '0.045', '1.005', '2.675', '12.9', '54.99', '-3.335', '1e21', '1234567.891', 'abc']
    const rates = ['1', '0.92', '0.9259259259', '97.5', '21500', '480.3']
    const same = (f: (D: DecimalClass) => unknown) => {
      const run = (D: DecimalClass) => {
        try {
          return String(f(D))
        } catch (error) {
          return `error ${(error as Error).message}`
        }
      }
      expect(run(Trimmed)).toBe(run(Full))
    }
    for (const a of amounts)
      for (const b of [...rates, ...amounts]) {
        same((D) => new D(a).plus(b))
        same((D) => new D(a).minus(b).neg())
        same((D) => new D(a).times(b).toDecimalPlaces(2, D.ROUND_HALF_UP).toFixed(2))
        same((D) => new D(b).lte(0) || new D(a).div(b).times(100).toDecimalPlaces(0, D.ROUND_HALF_UP).toNumber())
        same((D) => [new D(a).gt(b), new D(a).gte(b), new D(a).isZero(), new D(a).isFinite()].join())
      }
  })

  it('runs the money helper the browser uses', async () => {
    vi.resetModules()
    const money = await import('~/lib/money')
    expect(money.formatCurrency(money.convert('54.99', '0.92', 'EUR'), 'EUR', 'fr')).toBe('50,59\u00a0€')
    expect(money.formatCurrency('1234.5', 'USD', 'en')).toBe('$1,234.50')
    expect(money.discountPercent('66.50', '99.00')).toBe(33)
    expect(money.sumMoney(['0.10', 0.2]).toFixed(2)).toBe('0.30')
    expect(money.lineTotal('19.99', 3).toFixed(2)).toBe('59.97')
    expect(money.convertTotal(['54.99', '-5'], '97.5', 'RUB').toFixed()).toBe('4874.03')
    expect(money.formatAmount('abc')).toBe('0.00')
    expect(money.toMoney('4.55').toDecimalPlaces(1).toNumber()).toBe(4.6)
    expect(money.toMoney('12.5') instanceof Trimmed).toBe(true)
  })
})
