export { type ReceivableCoupon, STORE_COUPON_LIMIT, storeCouponsKey, storeCouponsQuery } from './queries'
export { receiveCouponMutation } from './mutations'
