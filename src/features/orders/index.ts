export { orderDetailQuery, type OrderItem, orderKeys } from './queries'
export { orderNumberParam } from './schemas'
