/**
 * docs/deep-links.md is generated from the routes' schemas (scripts/deep-links/render.ts): this test regenerates it
 * in memory and fails when the file is stale. `npm run docs:deep-links` (WRITE_DEEP_LINKS=1) writes it instead.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRouter } from '@tanstack/react-router'
import { expect, it } from 'vitest'
import { type DocRoute, renderDeepLinks } from '../../scripts/deep-links/render'
import { routeTree } from '~/routeTree.gen'

const FILE = 'docs/deep-links.md'

it('docs/deep-links.md is fresh', () => {
  const router = createRouter({ routeTree, context: {} as never })
  const text = `${renderDeepLinks(Object.values(router.routesById) as unknown as DocRoute[])}`
  if (process.env.WRITE_DEEP_LINKS === '1') writeFileSync(FILE, text)
  let current = ''
  try {
    current = readFileSync(FILE, 'utf8')
  } catch {
    // missing: stale
  }
  expect(current, 'docs/deep-links.md is stale: run npm run docs:deep-links').toBe(text)
})
