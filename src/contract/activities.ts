/**
 * Activities (the shop's promotions, reference codes AC): a home module with its first products (P4, AC1), an
 * activity's page header (A2) and the products of its page (A1).
 */

/** One product of an activity on the front page (P4). */
export interface ActivityProduct {
  proId: number
  image: string
  proImage: string
  storeName: string
  title: string
  price: string
  otPrice: string
}

/** A home module's kind: 1 recommended slider, 2 promotions, 3 first-new. */
export type ActivityType = 1 | 2 | 3

/** P4: an activity with its first products. */
export interface Activity {
  id: number
  type: ActivityType
  name: string
  instruction: string
  /** Extension: the banners, a JSON string of URLs; absent on a strict backend. */
  banner?: string
  productList: ActivityProduct[]
}

/** A2: an activity's page header. */
export interface ActivityDetail {
  id: number
  type: number
  name: string
  instruction: string
  banner: string
}

/** A1: one product of an activity's page. */
export interface ActivityListItem {
  proId: number
  image: string
  storeName: string
  price: string
  otPrice: string
  title?: string
}
