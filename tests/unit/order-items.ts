/** Test data for the screens that show bought goods (orders, refunds, reviews): an order line with plain defaults. */
import type { OrderItem } from '~/contract'

export const orderItem = (id: number, name: string, extra: Partial<OrderItem> = {}): OrderItem => ({
  id,
  productId: 100 + id,
  attrValueId: 200 + id,
  productName: name,
  image: `https://cdn.example/${id}.png`,
  sku: '',
  price: '10.00',
  payNum: 1,
  ...extra,
})
