/**
 * Every route's search schema through the root's canonicalization (`~/lib/canonical-search`, decision 22), read from
 * the real route tree so a route added later is tested without a line here: campaign params pass through, `locale`
 * leaves, bad values are dropped, defaults are left out, valid values stay, and the route's params come first in
 * the schema's order.
 */
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { type DocRoute } from '../../scripts/deep-links/render'
import { describeSchema, exampleSearch } from '../../scripts/deep-links/describe'
import { CAMPAIGN_PARAMS } from '~/contract'
import { canonicalSearchOf, isSameSearch, type SearchMatch } from '~/lib/canonical-search'
import { routeTree } from '~/routeTree.gen'

const router = createRouter({ routeTree, history: createMemoryHistory(), context: {} as never })
const routes = Object.values(router.routesById) as unknown as (DocRoute & { options: { validateSearch?: unknown } })[]
const pages = routes.filter(
  (r) => r.id !== '__root__' && !r.options.server && !(r.children && Object.keys(r.children).length > 0),
)

function chainSchemas(route: DocRoute): unknown[] {
  const schemas: unknown[] = []
  for (let r: DocRoute | undefined = route; r; r = r.parentRoute)
    if (r.options.validateSearch) schemas.unshift(r.options.validateSearch)
  return schemas
}

const pathOf = (route: DocRoute) => route.fullPath.replace(/\$(\w+)/g, '1')

/** What the root's beforeLoad redirects to: the canonical search, defaults dropped by the route's middlewares. */
function canonical(route: DocRoute, raw: Record<string, unknown>): Record<string, unknown> {
  const matches = router.matchRoutes(pathOf(route), raw) as unknown as (SearchMatch & {
    fullPath: string
    params: Record<string, string>
  })[]
  const leaf = matches.at(-1)!
  const next = router.buildLocation({
    to: leaf.fullPath,
    params: leaf.params,
    search: canonicalSearchOf(matches, raw),
  } as never)
  return next.search as Record<string, unknown>
}

const withParams = pages.filter((route) => chainSchemas(route).length > 0)

describe.each(pages.map((route) => [route.fullPath, route] as const))('%s', (_, route) => {
  // A campaign param a route also reads (the login page's inviteCode) is the campaign's: kept as it came.
  const rows = chainSchemas(route)
    .flatMap((schema) => describeSchema(schema))
    .filter((row) => !(CAMPAIGN_PARAMS as readonly string[]).includes(row.name))

  it('keeps the campaign params as they came, last and in their order, and drops locale', () => {
    const campaign = Object.fromEntries(CAMPAIGN_PARAMS.map((key, i) => [key, i % 2 ? `v${i}` : i]))
    const out = canonical(route, { locale: 'ru', ...campaign })
    expect(out).toEqual(campaign)
    expect(Object.keys(out)).toEqual([...CAMPAIGN_PARAMS])
  })

  it.runIf(rows.length > 0)("drops bad values (or puts the schema's own fallback) and keeps campaign params", () => {
    // What the schemas give a missing param: unset, a default, or a "not found" 0 for an id the page cannot do without.
    const missing = Object.assign(
      {},
      ...router.matchRoutes(pathOf(route), {}).map((m) => (m as unknown as SearchMatch)._strictSearch ?? {}),
    )
    const raw = { ...Object.fromEntries(rows.map((row) => [row.name, { bad: [1] }])), utm_source: 'news' }
    const out = canonical(route, raw)
    for (const row of rows) if (out[row.name] !== undefined) expect(out[row.name], row.name).toEqual(missing[row.name])
    for (const row of rows) expect(JSON.stringify(out[row.name] ?? null), row.name).not.toContain('bad')
    expect(out.utm_source).toBe('news')
  })

  it.runIf(rows.some((row) => row.default))('leaves defaults out of the URL', () => {
    for (const row of rows.filter((r) => r.default)) {
      const schemaDefault = chainSchemas(route)
        .map((schema) => (schema as { entries?: Record<string, { default?: unknown }> }).entries?.[row.name]?.default)
        .find((value) => value !== undefined)
      if (schemaDefault === undefined) continue
      expect(canonical(route, { [row.name]: schemaDefault }), row.name).toEqual({})
    }
  })

  it.runIf(rows.length > 0)("keeps valid values, in the schema's order, before the campaign params", () => {
    const example = Object.assign(
      {},
      ...chainSchemas(route).map((schema) => exampleSearch(schema, describeSchema(schema))),
    )
    for (const key of CAMPAIGN_PARAMS) delete example[key]
    const reversed = Object.fromEntries([['utm_campaign', 'spring'], ...Object.entries(example).reverse()])
    const out = canonical(route, reversed)
    expect(out).toEqual({ ...example, utm_campaign: 'spring' })
    expect(Object.keys(out)).toEqual([...Object.keys(example), 'utm_campaign'])
    expect(isSameSearch(reversed, out)).toBe(Object.keys(example).length === 0)
  })
})

it('reads every page route, and some with params', () => {
  expect(pages.length).toBeGreaterThan(20)
  expect(withParams.length).toBeGreaterThan(10)
})
