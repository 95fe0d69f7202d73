import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { CurrencyProvider } from '~/ui/currency'
import type { ReceivableCoupon } from '../queries'
import { CouponCard } from './coupon-card'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const wrap = (node: ReactNode) =>
  render(
    <I18nProvider i18n={i18n}>
      <CurrencyProvider symbol="$">
        <MantineProvider>{node}</MantineProvider>
      </CurrencyProvider>
    </I18nProvider>,
  )

const coupon: ReceivableCoupon = {
  id: 12,
  name: 'Brightway: $8 off $80',
  merId: 3,
  useType: 1,
  money: '8.00',
  minPrice: '80.00',
  day: 0,
  useStartTimeStr: '2026-11-01 00:00:00',
  useEndTimeStr: '2026-12-31 23:59:59',
  isUse: false,
}

describe('CouponCard', () => {
  it('shows value, minimum spend, name, date range and a Get button', () => {
    const onGet = vi.fn()
    wrap(<CouponCard coupon={coupon} onGet={onGet} />)
    expect(screen.getByText('$8.00')).toBeTruthy()
    expect(screen.getByText('Min. spend $80.00')).toBeTruthy()
    expect(screen.getByText('Store-wide')).toBeTruthy()
    expect(screen.getByTestId('coupon-text').textContent).toBe(coupon.name)
    expect(screen.getByTestId('coupon-validity').textContent).toBe('Valid Nov 1, 2026 – Dec 31, 2026')
    fireEvent.click(screen.getByRole('button', { name: 'Get' }))
    expect(onGet).toHaveBeenCalledWith(coupon)
    expect(screen.getByTestId('coupon-card').hasAttribute('data-received')).toBe(false)
  })

  it('replaces the name with the relative validity when day is set', () => {
    wrap(<CouponCard coupon={{ ...coupon, day: 7, useType: 2, minPrice: '0' }} onGet={vi.fn()} />)
    expect(screen.getByTestId('coupon-text').textContent).toBe('Available within 7 days after receiving')
    expect(screen.queryByTestId('coupon-validity')).toBeNull()
    expect(screen.getByText('Goods')).toBeTruthy()
    expect(screen.getByText('No minimum spend')).toBeTruthy()
  })

  it('greys a received coupon and offers no Get button', () => {
    const onGet = vi.fn()
    wrap(<CouponCard coupon={{ ...coupon, isUse: 1 }} onGet={onGet} />)
    expect(screen.getByTestId('coupon-card').hasAttribute('data-received')).toBe(true)
    expect(screen.queryByRole('button', { name: 'Get' })).toBeNull()
    const received = screen.getByRole('button', { name: 'Received' }) as HTMLButtonElement
    expect(received.disabled).toBe(true)
  })
})
