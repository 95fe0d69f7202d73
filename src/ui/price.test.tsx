/** <Price> in the shopper's currency (decision 34): converted and written the locale's way, old price too. */
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CurrencyProvider, type DisplayCurrencyValue } from './currency'
import { Price } from './price'

const text = (
  locale: string | undefined,
  display: DisplayCurrencyValue | undefined,
  shop: string | undefined = 'USD',
) =>
  render(
    <CurrencyProvider symbol="$" locale={locale} shop={shop} display={display}>
      <Price value="54.99" old="60" />
    </CurrencyProvider>,
  ).container.textContent?.replace(/[\u00a0\u202f]/g, ' ')

describe('<Price> in the chosen currency', () => {
  it('converts each amount and writes it as the locale writes money', () => {
    expect(text('fr', { code: 'EUR', rate: '0.92', date: '2026-11-26 00:00:00' })).toBe('50,59 €55,20 €')
    expect(text('lo', { code: 'LAK', rate: '21500', date: '2026-11-26 00:00:00' })).toBe('₭1.182.285₭1.290.000')
    expect(text('es', { code: 'USD', rate: '1', date: '' })).toBe('54,99 US$60,00 US$')
    expect(text('en', undefined)).toBe('$54.99$60.00')
  })

  it('keeps the sign when the shell gives no currency (error page, unit tests)', () => {
    expect(text(undefined, undefined, undefined)).toBe('$54.99$60.00')
  })
})

describe('useFormatMoneyTotal: the totals rule on screen', () => {
  it('writes the sum of the converted lines, not the converted sum', async () => {
    const { useFormatMoneyTotal } = await import('./currency')
    function Total() {
      return <span>{useFormatMoneyTotal()(['0.05', '0.05', '0.05'])}</span>
    }
    const shown = (display?: DisplayCurrencyValue) =>
      render(
        <CurrencyProvider symbol="$" locale="en" shop="USD" display={display}>
          <Total />
        </CurrencyProvider>,
      ).container.textContent
    expect(shown({ code: 'EUR', rate: '0.9', date: '2026-11-26 00:00:00' })).toBe('€0.15')
    expect(shown()).toBe('$0.15')
  })
})

describe('<ApproxTotal>: money taken in the shop\'s currency, "≈" in the shopper\'s', () => {
  it("writes the sum of the converted lines with the rate's date, only when another currency is chosen", async () => {
    const { setupI18n } = await import('@lingui/core')
    const { I18nProvider } = await import('@lingui/react')
    const { MantineProvider } = await import('@mantine/core')
    const { ApproxTotal } = await import('./approx-total')
    const shown = (display: DisplayCurrencyValue | undefined, kind?: 'paid' | 'refund', kept?: DisplayCurrencyValue) =>
      render(
        <I18nProvider i18n={setupI18n({ locale: 'en', messages: { en: {} } })}>
          <MantineProvider>
            <CurrencyProvider symbol="$" locale="es" shop="USD" display={display}>
              <ApproxTotal lines={['0.05', '0.05', '0.05', '-0.05']} kind={kind} kept={kept} testId="approx" />
            </CurrencyProvider>
          </MantineProvider>
        </I18nProvider>,
      )
        .container.querySelector('[data-testid="approx"]')
        ?.textContent?.replace(/[\u00a0\u202f]/g, ' ') ?? ''
    const eur = { code: 'EUR', rate: '0.9', date: '2026-11-26 00:00:00' }
    expect(shown(eur)).toBe('≈ 0,10 € at the rate of 2026-11-26; you are charged in USD')
    expect(shown(eur, 'paid')).toBe('≈ 0,10 € at the rate of 2026-11-26; you were charged in USD')
    expect(shown(eur, 'refund')).toBe('≈ 0,10 € at the rate of 2026-11-26; refunds are paid in USD')
    expect(shown(undefined)).toBe('')
    expect(shown({ code: 'USD', rate: '1', date: '' })).toBe('')
    // An order's kept currency and rate win over today's, even when the shopper now reads the shop's currency.
    const kept = { code: 'GBP', rate: '2', date: '2026-11-01 09:00:00' }
    expect(shown(eur, 'paid', kept)).toBe('≈ 0,20 GBP at the rate of 2026-11-01; you were charged in USD')
    expect(shown(undefined, 'refund', kept)).toBe('≈ 0,20 GBP at the rate of 2026-11-01; refunds are paid in USD')
    expect(shown(eur, 'paid', { code: 'USD', rate: '1', date: '' })).toBe(
      '≈ 0,10 € at the rate of 2026-11-26; you were charged in USD',
    )
  })
})
