/**
 * Points (`integral`, designed calls; docs/api.md "Points"): the account summary, the ledger and the points shop.
 * One point is worth `checkout.points.pointValue` at checkout; points earned by a received order stay frozen for
 * a while before they can be spent.
 */

/** Ledger entry kinds: earn adds to the balance, spend takes from it, freeze adds frozen points, unfreeze moves
 * frozen points to the balance, reverse takes earned points back (a refund). */
export const POINTS_KINDS = ['earn', 'spend', 'freeze', 'unfreeze', 'reverse'] as const
export type PointsKind = (typeof POINTS_KINDS)[number]

/** What a ledger entry is about (`linkId` names it: an order number, a refund number…). */
export const POINTS_LINK_TYPES = ['register', 'order', 'cancel', 'refund', 'grant', 'earn', 'points_order'] as const
export type PointsLinkType = (typeof POINTS_LINK_TYPES)[number]

/** GET /api/front/integral/user (PY8, extended). */
export interface PointsSummary {
  /** Spendable now. */
  integral: number
  /** Earned but still frozen. */
  frozenIntegral: number
  /** Everything ever earned (balance + frozen + spent). */
  totalIntegral: number
  /** Spent and not given back. */
  spentIntegral: number
}

/** The ledger tabs: every entry, or the ones that earned points. */
export const POINTS_LEDGER_TABS = ['all', 'earned'] as const
export type PointsLedgerTab = (typeof POINTS_LEDGER_TABS)[number]

/** GET /api/front/integral/list: one ledger entry. */
export interface PointsEntry {
  id: number
  /** 1 adds, 2 takes (from the balance or from the frozen points). */
  type: 1 | 2
  kind: PointsKind
  linkType: PointsLinkType
  linkId: string
  /** English description; screens build their own text from kind, linkType and linkId. */
  title: string
  points: number
  /** Balance and frozen points after this entry. */
  balance: number
  frozenBalance: number
  /** For a freeze entry still frozen: when it thaws (`yyyy-MM-dd HH:mm:ss`, UTC). */
  thawTime: string | null
  createTime: string
}

/** Points shop sort orders. */
export const POINTS_SHOP_SORTS = ['default', 'price_asc', 'price_desc', 'sales'] as const
export type PointsShopSort = (typeof POINTS_SHOP_SORTS)[number]

/** GET /api/front/integral/product/list and /product/{id}. */
export interface PointsProduct {
  id: number
  name: string
  image: string
  description: string
  /** Price in points for one unit. */
  price: number
  stock: number
  sales: number
}

/** Most units of one points product in one order. */
export const POINTS_ORDER_MAX_NUM = 10

/** POST /api/front/integral/order/create. */
export interface PointsOrderCreate {
  productId: number
  num: number
  addressId: number
}

/** Points order status: 0 awaiting shipment, 1 shipped, 2 received. */
export type PointsOrderStatus = 0 | 1 | 2

/** A points order in the list and in the detail. */
export interface PointsOrder {
  orderNo: string
  productId: number
  productName: string
  image: string
  num: number
  price: number
  totalPoints: number
  status: PointsOrderStatus
  realName: string
  userPhone: string
  userAddress: string
  expName: string
  expNo: string
  createTime: string
  shipTime: string | null
  receiveTime: string | null
}
