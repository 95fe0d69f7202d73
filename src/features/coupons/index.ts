export { type ReceivableCoupon, STORE_COUPON_LIMIT, couponKeys, storeCouponsQuery } from './queries'
export { receiveCouponMutation } from './mutations'
