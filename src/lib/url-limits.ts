/**
 * The largest id and page number a storefront URL may carry. The API takes ids of at most 9 digits and pages of at
 * most 6 (src/server/http/validate.ts) and refuses more with a 400, which a page loader would turn into the 500
 * page; a URL schema caps them instead, so a bigger value falls back to "unset" (and an unknown id to the 404 page).
 */
export const MAX_URL_ID = 999_999_999
/** Far beyond any real list; a page past the end is simply empty. */
export const MAX_URL_PAGE = 10_000
