export { checkoutKeys } from './queries'
export { buyNowMutation } from './mutations'
export { usePayTypeLabel } from './components/pay-type-label'
export { totalLines } from './total-lines'
