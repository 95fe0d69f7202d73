/** API shapes of the catalogue (front-api §5.2, §5.3). Money stays a string until money.ts reads it. */
export type { CategoryNode, Page, ProductCard } from '~/contract'

export interface AdCategory {
  id: number
  name: string
  image: string
  categoryId: number
  level: number
  pid: number
}
