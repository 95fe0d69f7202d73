/**
 * The search screen's URL (docs/spec.md §2.6 (#spec-2-6): `/goods/goods_search?title&cid&pid`, plus this storefront's
 * own filters). Every key is optional and every bad value falls back to "unset" (`v.fallback`): a shared or hand-edited
 * URL never shows an error screen. `canonicalSearch` additionally drops defaults spelled out (`tab=goods`,
 * `sort=default`, `page=1`), swaps an inverted price range and removes unknown keys, so one screen has one URL.
 *
 * The router's default search parser JSON-parses values: `?cid=12` arrives as the number 12 and `?title=123` as a
 * number too, so the inputs accept numbers and strings alike.
 */
import * as v from 'valibot'
import { SEARCH_KEYWORD_MAX_LENGTH } from '~/contract'
import { choiceParam, idParam, optionalParam, pageParam, stripUndefined, textParam } from '~/lib/search-params'
import { SEARCH_SORTS, SEARCH_TABS } from './params'

/** "Load more" can grow the list up to this many pages (20 items each). */
export const MAX_PAGES = 50

const scalar = v.union([v.string(), v.number()])

/**
 * A non-negative decimal with at most two fraction digits, from `10.5` or `"010.50"`. Kept as a number: the router
 * writes a numeric-looking string as `"10"` (JSON-quoted) in the URL, a number as plain `10`. It is only sent to the
 * API, never used for arithmetic.
 */
const price = v.pipe(
  scalar,
  v.transform((value) => String(value).trim()),
  v.regex(/^\d{1,9}(\.\d{1,2})?$/),
  v.transform((value) => Number(value)),
)

/**
 * The search object: every key optional, every bad value `undefined` (`~/lib/search-params`). Ids are positive
 * integers the API can take, from `12` or `"12"`; control characters in the title (`?title=%00abc`) are cleaned
 * away, like extra spaces.
 */
export const SearchParamsObject = v.object({
  title: textParam(SEARCH_KEYWORD_MAX_LENGTH),
  cid: idParam(),
  pid: idParam(),
  tab: choiceParam(SEARCH_TABS),
  sort: choiceParam(SEARCH_SORTS),
  minPrice: optionalParam(price),
  maxPrice: optionalParam(price),
  typeId: idParam(),
  categoryId: idParam(),
  page: pageParam(MAX_PAGES),
})

export type SearchParams = v.InferOutput<typeof SearchParamsObject>

/** Parse anything (the raw URL search) into the screen's search, never throwing. */
export function parseSearchParams(raw: unknown): SearchParams {
  const input = raw && typeof raw === 'object' ? raw : {}
  return v.parse(SearchParamsObject, input)
}

/** The one URL of a screen: parsed, defaults and empty values dropped, price range in order. */
export function canonicalSearch(raw: unknown): SearchParams {
  const s = parseSearchParams(raw)
  let { minPrice, maxPrice } = s
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    ;[minPrice, maxPrice] = [maxPrice, minPrice]
  }
  const out: SearchParams = {
    title: s.title || undefined,
    cid: s.cid,
    pid: s.pid,
    tab: s.tab === 'goods' ? undefined : s.tab,
    sort: s.sort === 'default' ? undefined : s.sort,
    minPrice,
    maxPrice,
    typeId: s.typeId,
    categoryId: s.categoryId,
    page: s.page === 1 ? undefined : s.page,
  }
  return stripUndefined(out)
}

/**
 * Whether the raw URL search already is the canonical one. A raw number equals its canonical string
 * (`?title=123` and `?minPrice=10` arrive as numbers), so the canonical URL never redirects to itself.
 */
export function isCanonical(raw: Record<string, unknown>, canonical: SearchParams): boolean {
  const rawKeys = Object.keys(raw).filter((key) => raw[key] !== undefined)
  const canonicalKeys = Object.keys(canonical)
  if (rawKeys.length !== canonicalKeys.length) return false
  return canonicalKeys.every((key) => {
    const want = (canonical as Record<string, unknown>)[key]
    const have = raw[key]
    if (have === want) return true
    return typeof want === 'string' && typeof have === 'number' && String(have) === want
  })
}

const ALL_UNSET = Object.fromEntries(
  Object.keys(SearchParamsObject.entries).map((key) => [key, undefined]),
) as SearchParams

/**
 * The route's `validateSearch`: typed input for links, canonical output for the screen (the router then rewrites a
 * non-canonical request URL to this, and the route's beforeLoad removes the unknown keys it keeps).
 */
export const SearchParamsSchema = v.pipe(
  SearchParamsObject,
  // Every key named, unset ones as undefined: the root's canonicalization (`~/lib/canonical-search`) knows them.
  v.transform((search): SearchParams => ({ ...ALL_UNSET, ...canonicalSearch(search) })),
)
