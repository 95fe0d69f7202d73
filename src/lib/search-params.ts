/**
 * The route search-param idioms (docs/architecture.md, conventions), one helper for every route's `validateSearch`.
 *
 * - Every key is optional and every bad value falls back (to "unset" or a default): a shared, old or hand-edited
 *   URL never shows an error screen (tests/e2e/deep-link-fuzz.spec.ts).
 * - The router's default parser JSON-parses values: `?page=2` arrives as the number 2, `?page="2"` as the string
 *   "2", `?orderNo=123` as a number. Params accept numbers and strings alike.
 * - Ids and pages are capped (`~/lib/url-limits`): a bigger value is unset, never a 400 from the API.
 * - Defaults are not spelled in URLs: `withoutDefaults` drops them from every link to the route.
 *
 * A route then stays thin: `validateSearch: v.object({ page: pageParam(), title: textParam(100) })`,
 * `loaderDeps` picking what the loader needs.
 */
import { type SearchMiddleware, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { CAMPAIGN_PARAMS, type CampaignParam } from '~/contract'
import { urlText } from '~/shared/clean-text'
import { MAX_URL_ID, MAX_URL_PAGE } from './url-limits'

const scalar = v.union([v.string(), v.number()])

/** The value, or `undefined` when it is missing or bad. */
export const optionalParam = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined)

/** The value, or `fallback` when it is missing or bad. */
export const paramWithDefault = <S extends v.GenericSchema>(schema: S, fallback: v.InferOutput<S>) =>
  v.fallback(v.optional(schema, fallback as never), fallback)

/** An integer in [min, max] from `12` or `"12"` (not `1.5`, `1e3`, `0x10` or `" 1 "`). */
export const intValue = (min: number, max: number) =>
  v.pipe(
    scalar,
    v.transform((value) =>
      typeof value === 'number' ? value : /^\d{1,15}$/.test(value.trim()) ? Number(value) : Number.NaN,
    ),
    v.number(),
    v.safeInteger(),
    v.minValue(min),
    v.maxValue(max),
  )

/** A 1-based page number, unset when bad (the screen reads `page ?? 1`). */
export const pageParam = (max: number = MAX_URL_PAGE) => optionalParam(intValue(1, max))

/** A positive id the API can take, unset when bad. */
export const idParam = () => optionalParam(intValue(1, MAX_URL_ID))

/** An id the screen cannot do without: 0 when missing or bad, which the screen shows as "not found". */
export const requiredIdParam = () => v.fallback(intValue(0, MAX_URL_ID), 0)

/** Free text (a search title, a name): control characters and extra spaces cleaned away, at most `max` long. */
export const textParam = (max: number) => optionalParam(urlText(max))

/**
 * A code: an order or pre-order number, a token, a client secret. A numeric-looking code arrives as a number and
 * is kept as its text; `pattern` narrows what is accepted.
 */
export const codeParam = (options: { max: number; pattern?: RegExp }) =>
  optionalParam(
    v.pipe(
      scalar,
      v.transform(String),
      v.trim(),
      v.minLength(1),
      v.maxLength(options.max),
      v.check((value) => !options.pattern || options.pattern.test(value)),
    ),
  )

/** One of a fixed list of values (a tab, a sort order), unset when anything else. */
export const choiceParam = <const T extends readonly (string | number)[]>(options: T) =>
  optionalParam(v.picklist(options))

/** One of a fixed list of values, `fallback` when missing or anything else. */
export const choiceWithDefault = <const T extends readonly (string | number)[]>(options: T, fallback: T[number]) =>
  paramWithDefault(v.picklist(options), fallback)

/**
 * The route's `search` option that keeps defaults out of URLs: every link to the route (and `navigate`) drops a key
 * whose value equals its default, so one screen has one URL. `schema` (the route's `validateSearch`) types them.
 */
export const withoutDefaults = <S extends v.GenericSchema>(_schema: S, defaults: Partial<v.InferOutput<S>>) => ({
  // The router types a middleware by the route's full search (parents' params too); the defaults are typed above.
  middlewares: [stripSearchParams(defaults as never) as SearchMiddleware<any>],
})

/** The same object without its `undefined` values (for comparing or spelling a canonical search). */
export function stripUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T
}

/**
 * The campaign params (`~/contract` CAMPAIGN_PARAMS: utm_*, gclid, fbclid, inviteCode) of a raw URL search, which
 * every route accepts on top of its own (decision 22), in their fixed order. Any value passes as it came (a
 * marketer's `utm_content=123` stays `123`): never invalid, never dropped by canonicalization (`~/lib/canonical-search`)
 * and never part of the canonical link tag. The server keeps the visit's first touch of them in a cookie
 * (src/server/attribution).
 */
export function campaignParamsOf(raw: Record<string, unknown>): Partial<Record<CampaignParam, unknown>> {
  const out: Partial<Record<CampaignParam, unknown>> = {}
  for (const key of CAMPAIGN_PARAMS) if (raw[key] !== undefined) out[key] = raw[key]
  return out
}
