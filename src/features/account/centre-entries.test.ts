import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { loadCatalog } from '~/i18n/catalogs'
import { CENTRE_ENTRIES, centreEntries } from './centre-entries'

// The seeded server menu (src/server/db/seed/site.ts): every path is one of ours.
const SERVER_MENU = [
  { id: 571, name: 'My orders', pc_url: '/users/order_list' },
  { id: 572, name: 'Refund list', pc_url: '/users/refund_list' },
  { id: 573, name: 'Evaluation list', pc_url: '/users/evaluation_list' },
  { id: 574, name: 'Address list', pc_url: '/users/address_list' },
  { id: 575, name: 'Favourites', pc_url: '/users/collection_list' },
  { id: 576, name: 'Coupons', pc_url: '/users/coupon_list' },
  { id: 577, name: 'Points', pc_url: '/users/points_info' },
  { id: 584, name: 'Account settings', pc_url: '/users/user_info' },
  { id: 70, name: 'Merchant settlement', pc_url: '/users/merchant_settled' },
  { id: 578, name: 'Application record', pc_url: '/users/application_record' },
]

describe('user-centre entries', () => {
  it('lists every spec entry once, and the server menu adds only unknown paths', () => {
    const entries = centreEntries([
      ...SERVER_MENU,
      { id: 900, name: 'Gift cards', pc_url: '/users/gift_cards' },
      { id: 901, name: 'Orders again', pc_url: '/users/order_list?x=1' },
    ])
    const hrefs = entries.map((e) => e.href)
    expect(new Set(hrefs).size).toBe(hrefs.length)
    expect(entries.filter((e) => e.path === '/users/order_list')).toHaveLength(1)
    expect(entries.slice(CENTRE_ENTRIES.length)).toEqual([
      { key: 'menu-900', href: '/users/gift_cards?menuCur=900', path: '/users/gift_cards', label: 'Gift cards' },
    ])
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/users/collection_list',
        '/users/collection_list?tab=shops',
        '/users/points_info',
        '/users/coupon_list',
        '/users/address_list',
        '/users/application_record',
        '/users/user_info',
        '/users/order_list',
        '/users/refund_list',
        '/users/evaluation_list',
        '/notices/notice_list',
      ]),
    )
  })

  it('translates every entry of the seeded menu (no English in ru or zh-CN)', async () => {
    for (const locale of ['ru', 'zh-CN'] as const) {
      const i18n = setupI18n({ locale, messages: { [locale]: await loadCatalog(locale) } })
      for (const entry of centreEntries(SERVER_MENU)) {
        expect(typeof entry.label, entry.key).not.toBe('string')
        const text = i18n._(entry.label as Exclude<typeof entry.label, string>)
        expect(text, `${entry.key} in ${locale}`).not.toMatch(/[A-Za-z]{3,}/)
      }
    }
  })
})
