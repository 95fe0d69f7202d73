import { describe, expect, it } from 'vitest'
import type { Address } from '~/features/addresses/queries'
import type { OrderCoupon } from './queries'
import { initialAddressId, toggleCouponChoice } from './use-order-confirm'

const address = (id: number, isDefault = false) => ({ id, isDefault }) as Address
const coupon = (id: number, merId: number) => ({ id, merId }) as OrderCoupon

describe('order confirm rules', () => {
  it('preselects the pre-order address, else the default one, else the first, else none', () => {
    expect(initialAddressId({ addressId: 2 }, [address(1, true), address(2)])).toBe(2)
    expect(initialAddressId({ addressId: 9 }, [address(1), address(2, true)])).toBe(2)
    expect(initialAddressId({ addressId: 0 }, [address(1), address(2)])).toBe(1)
    expect(initialAddressId({ addressId: 0 }, [])).toBeNull()
  })

  it('keeps one coupon per merchant (0 = platform); choosing the chosen one again drops it', () => {
    let chosen = toggleCouponChoice({}, coupon(5, 3))
    chosen = toggleCouponChoice(chosen, coupon(7, 0))
    expect(chosen).toEqual({ 3: 5, 0: 7 })
    chosen = toggleCouponChoice(chosen, coupon(6, 3))
    expect(chosen).toEqual({ 3: 6, 0: 7 })
    expect(toggleCouponChoice(chosen, coupon(6, 3))).toEqual({ 0: 7 })
  })
})
