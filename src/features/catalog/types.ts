/** API shapes of the catalogue (front-api §5.2, §5.3). Money stays a string until money.ts reads it. */
export type { CategoryNode, Page } from '~/contract'

export interface ProductCard {
  id: number
  merId: number
  image: string
  storeName: string
  price: string
  otPrice: string
  sales: number
  ficti: number
  stock: number
  minBuy: number
}

export interface AdCategory {
  id: number
  name: string
  image: string
  categoryId: number
  level: number
  pid: number
}
