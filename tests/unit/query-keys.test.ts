/**
 * One query-key tree per feature (`<feature>Keys` in its queries.ts), and no key that no query owns: every
 * `queryKey:` and every key given to the query client (invalidate, cancel, remove, set/get data) comes from a tree
 * or from a query factory, and every member of a tree is the key, or a prefix of the key, of a query.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { accountKeys } from '~/features/account/queries'
import { addressKeys } from '~/features/addresses/queries'
import { authKeys } from '~/features/auth/queries'
import { campaignKeys } from '~/features/campaigns/queries'
import { cartKeys } from '~/features/cart/queries'
import { catalogKeys } from '~/features/catalog/queries'
import { checkoutKeys } from '~/features/checkout/queries'
import { couponKeys } from '~/features/coupons/queries'
import { favouriteKeys } from '~/features/favourites/queries'
import { homeKeys } from '~/features/home/queries'
import { merchantKeys } from '~/features/merchants/queries'
import { noticeKeys } from '~/features/notices/queries'
import { orderKeys } from '~/features/orders/queries'
import { productDetailKeys } from '~/features/product-detail/queries'
import { reviewKeys } from '~/features/reviews/queries'
import { searchKeys } from '~/features/search/queries'
import { siteKeys } from '~/features/site/queries'

const trees: Record<string, { all: readonly string[] }> = {
  accountKeys,
  addressKeys,
  authKeys,
  campaignKeys,
  cartKeys,
  catalogKeys,
  checkoutKeys,
  couponKeys,
  favouriteKeys,
  homeKeys,
  merchantKeys,
  noticeKeys,
  orderKeys,
  productDetailKeys,
  reviewKeys,
  searchKeys,
  siteKeys,
}

const SRC = resolve(__dirname, '../../src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'server' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}
const sources = sourceFiles(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }))

/** A key expression: a tree member (`cartKeys.all`, `cartKeys.count()`) or a query factory's `.queryKey`. */
const FROM_A_TREE = /^(?:\w+Keys\.\w+|\w+Query\([^)]*\)\.queryKey)/

describe('query-key trees', () => {
  it('each tree has its own root, and every member of it starts with that root', () => {
    const roots = Object.values(trees).map((tree) => tree.all[0])
    expect(new Set(roots).size).toBe(roots.length)
    for (const [name, tree] of Object.entries(trees)) {
      expect(tree.all, name).toHaveLength(1)
      for (const [member, make] of Object.entries(tree) as [string, unknown][]) {
        if (typeof make !== "function") continue
        // Arguments are only placed in the key: any value of the right shape will do.
        const args = Array.from({ length: make.length }, () => Object.assign([1], { merId: 1 }))
        expect((make as (...a: unknown[]) => unknown[])(...args)[0], `${name}.${member}`).toBe(tree.all[0])
      }
    }
  })

  it('takes every query key, and every key given to the query client, from a tree', () => {
    const strays: string[] = []
    const keyed = /queryKey:\s*([^,}\n]+)|\.(?:setQueryData|getQueryData|getQueryState)(?:<[^>]*>)?\(([^,\n]+)/g
    for (const { path, text } of sources) {
      for (const match of text.matchAll(keyed)) {
        const expression = (match[1] ?? match[2]).trim()
        // The shell keeps its fallback catalogue in the cache with no query: the one key outside the trees.
        if (!FROM_A_TREE.test(expression) && !/^shellFallbackKey\b/.test(expression)) strays.push(`${path}: ${match[0]}`)
      }
    }
    expect(strays).toEqual([])
  })

  it('has no member that no query uses: each is a query key or the prefix of one', () => {
    const queryKeys = sources.flatMap(({ text }) => [...text.matchAll(/queryKey:\s*(\w+Keys\.\w+)/g)].map((m) => m[1]))
    const definitions = sources.map(({ text }) => text).join('\n')
    const unused: string[] = []
    for (const [name, tree] of Object.entries(trees)) {
      for (const member of Object.keys(tree)) {
        if (member === 'all') continue
        const used = queryKeys.includes(`${name}.${member}`)
        // A prefix member is spread into the member below it (`list: () => [...cartKeys.lists(), …]`).
        const prefix = new RegExp(`\\w+: \\([^)]*\\) =>\\s*\\[\\.\\.\\.${name}\\.${member}\\(`).test(definitions)
        if (!used && !prefix) unused.push(`${name}.${member}`)
      }
    }
    expect(unused).toEqual([])
  })
})
