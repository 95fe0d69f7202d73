/** Catalogue shapes and limits (front-api §5.2, §5.3). */

/** K1: one node of the (up to) 3-level category tree. */
export interface CategoryNode {
  id: number
  /** The parent's id; 0 for a root. */
  pid: number
  name: string
  icon: string
  level: number
  /** The embedded API always sends it (empty for a leaf); an upstream CRMEB may leave it out. */
  childList?: CategoryNode[]
}

/** Search keywords (S1 products, M2 merchants, a shop's own search) are cut at this length. */
export const SEARCH_KEYWORD_MAX_LENGTH = 100
