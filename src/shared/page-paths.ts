/**
 * The page paths the server writes as text (the sitemaps, the Merchant Center feed). Browser code links through the
 * typed builder `to.*` of ~/lib/links; src/lib/links.test.ts keeps the two spellings equal.
 */
export const productPagePath = (id: number) => `/goods_detail/${id}`
