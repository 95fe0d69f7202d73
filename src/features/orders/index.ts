export { cancelOrderMutation, refreshOrders } from './mutations'
export {
  awaitPayOrdersQuery,
  type MasterOrder,
  type MerchantGroup,
  type MerchantOrder,
  merchantOrdersQuery,
  ORDER_LIST_LIMIT,
  ORDER_TABS,
  type OrderCounts,
  orderCountsQuery,
  type OrderDetail,
  orderDetailQuery,
  type OrderItem,
  orderKeys,
  type OrderTab,
  type PayStatus,
  pointsBalanceQuery,
} from './queries'
export { OrderDetailSearch, OrderListSearch } from './schemas'
