/**
 * The framing of every answer (docs/api.md §2 (#ref-2), docs/spec.md §8.1 (#spec-8-1)): HTTP 200 with `{ code, message,
 * data }`, the business code inside. Only `/api/health` uses real HTTP statuses.
 */
export interface Envelope<T = unknown> {
  /** 200 on success; 400, 403, 404, 500 or a session-end code otherwise. */
  code: number
  /** The server's message, shown to the shopper as it is; may be empty. */
  message: string
  data: T
}

/** Codes that end the session: the storefront forgets the user and asks for a sign-in. */
export const SESSION_END_CODES: readonly number[] = [401, 410000, 410001, 410002]
export const isSessionEnd = (code: number) => SESSION_END_CODES.includes(code)

/**
 * CRMEB's page object. The embedded API also sends `count` (= total) and `pages` (= totalPage), aliases some
 * clients read; an upstream CRMEB may leave them out, so the storefront does not rely on them.
 */
export interface Page<T> {
  page: number
  limit: number
  total: number
  totalPage: number
  count?: number
  pages?: number
  list: T[]
}

/**
 * Extension (docs/api.md "Capped totals and seek pages"): a listing whose `total` stops counting at a cap
 * (`totalCapped`: the total is a lower bound, shown as "1,000+") and whose `next`, sent back as `after`, gives the
 * following page by seeking (null on the last page).
 */
export interface SeekPage<T> extends Page<T> {
  totalCapped: boolean
  next: string | null
}
