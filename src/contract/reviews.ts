/** Product reviews (docs/api.md §4.10 (#ref-4-10), §5.12): the score summary (K7) and one review of the list (K6). */

/** K6: one review. `reply_id` is CRMEB's key, the same value as `id`. */
export interface Reply {
  id: number
  reply_id: number
  productId: number
  avatar: string
  nickname: string
  /** The product score again, under CRMEB's name. */
  star: number
  productScore: number
  serviceScore: number
  createTime: string
  comment: string
  pics: string[]
  sku: string
  merchantReplyContent: string
}

/** K7. */
export interface ReplyConfig {
  sumCount: number
  goodCount: number
  inCount: number
  poorCount: number
  replyStar: number
  serviceStar: number
  /** Share of good reviews as a fraction (× 100 for a percentage). */
  replyChance: number
}

/** V1 `type=0`: a bought line still to review. */
export interface ToReviewItem {
  id: number
  merOrderNo: string
  merId: number
  merName: string
  productId: number
  image: string
  productName: string
  sku: string
  price: string
  payNum: number
}

/** V1 `type=1`: a review the shopper wrote. */
export interface WrittenReview {
  id: number
  replyId: number
  merOrderNo: string
  merName: string
  productId: number
  productName: string
  image: string
  sku: string
  star: number
  serviceStar: number
  comment: string
  pics: string[]
  createTime: string
  merchantReplyContent?: string
}

/** V2's body as both sides read it past the wire (the route's schema, the review form): the images as a list. */
export interface ReviewInput {
  orderInfoId: number
  orderNo: string
  star: number
  serviceStar: number
  comment: string
  pics: string[]
}

/** V2's body. `pics` is the contract's JSON string of image URLs (an array is accepted too). */
export interface ReviewBody {
  orderInfoId: number
  orderNo: string
  /** The product-quality score, 1–5. */
  star: number
  /** Extension: the service-attitude score; `star` when absent. */
  serviceStar?: number
  comment: string
  pics?: string | string[]
}
