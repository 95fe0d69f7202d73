/**
 * The user centre's entries, shared by the account sidebar, the header's user dropdown and the /users landing:
 * one list, each entry once, every label a Lingui message. The server's menu (U2, `user_menus`) is matched by path:
 * a known entry keeps our translated label (no English in ru or zh-CN); only an unknown path adds an entry, with
 * the server's name.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { hrefOf, to } from '~/lib/links'
import { type MenuEntry, menuEntryHref } from './queries'

export interface CentreEntry {
  key: string
  /** Site path with search, opened through `usePathLink` (client-side when the route exists). */
  href: string
  /** The pathname: marks the active entry and matches server entries. */
  path: string
  label: MessageDescriptor | string
}

const entry = (key: string, href: string, label: MessageDescriptor): CentreEntry => ({
  key,
  href,
  path: href.split('?')[0] ?? href,
  label,
})

/** The fixed entries, in menu order. Shop favourites share the favourites path, so they match no server entry. */
export const CENTRE_ENTRIES: CentreEntry[] = [
  entry('orders', hrefOf(to.orders()), msg`My orders`),
  entry('refunds', hrefOf(to.refunds()), msg`Refunds`),
  entry('reviews', hrefOf(to.reviews()), msg`My reviews`),
  entry('notices', hrefOf(to.notices()), msg`Notices`),
  entry('favourites', hrefOf(to.favourites()), msg`Favourites`),
  {
    ...entry('shop-favourites', hrefOf(to.favourites('shops')), msg`Shop favourites`),
    path: hrefOf(to.favourites('shops')),
  },
  entry('coupons', hrefOf(to.coupons()), msg`My coupons`),
  entry('points', hrefOf(to.points()), msg`My points`),
  entry('points-orders', hrefOf(to.pointsOrders()), msg`Points orders`),
  entry('addresses', hrefOf(to.addresses()), msg`Addresses`),
  entry('merchant-settlement', hrefOf(to.merchantSettlement()), msg`Merchant settlement`),
  entry('application-record', hrefOf(to.applicationRecord()), msg`Application record`),
  entry('profile', hrefOf(to.account()), msg`Account settings`),
]

/** The fixed entries, then the server's entries whose path none of them has (each path once). */
export function centreEntries(server: MenuEntry[]): CentreEntry[] {
  const seen = new Set(CENTRE_ENTRIES.map((e) => e.path))
  const extra: CentreEntry[] = []
  for (const item of server) {
    const url = item.pc_url.trim()
    const path = url.split('?')[0] ?? url
    if (!path.startsWith('/') || seen.has(path)) continue
    seen.add(path)
    extra.push({ key: `menu-${item.id}`, href: menuEntryHref(item), path, label: item.name })
  }
  return [...CENTRE_ENTRIES, ...extra]
}
