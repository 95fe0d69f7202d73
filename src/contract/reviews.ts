/** Product reviews (front-api §4.10, §5.12): the score summary (K7) and one review of the list (K6). */

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
