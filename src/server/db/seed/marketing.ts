/**
 * Home modules and promotions of the demo shop: featured category tiles, coupons, activities,
 * hot search keywords and broadcast notices. They point at products of the default seed.
 */
import type { activities as activityTable } from '../schema/activities.ts'
import type { CategoryTree } from './categories.ts'
import { bannerSvg, categoryTileSvg } from './images.ts'
import { BROADCAST_WORDS, noticeTranslations } from './l10n-notices.ts'
import { MERCHANTS } from './merchant-data.ts'
import type { PlannedProduct } from './products.ts'
import { afterBase, beforeBase, money, randomFor } from './random.ts'
import type { MediaSink } from './svg.ts'

const MARKETING_STREAM = 8_000

/** Category ids by English name, so the data below reads naturally. */
function categoryIdByName(tree: CategoryTree) {
  const ids = new Map<string, number>()
  for (const row of tree.rows) ids.set(row.name.replace(/\s*\(.*\)$/, ''), row.id)
  return (name: string): number => {
    const id = ids.get(name)
    if (id === undefined) throw new Error(`seed: unknown category "${name}"`)
    return id
  }
}

const AD_CATEGORIES = [
  'Earbuds',
  'Summer Dresses',
  'LED Desk Lamps',
  'Smart Watches',
  'Building Blocks',
  'Camping & Hiking',
  'Cordless Drills',
  'Skin Care',
]

export function buildAdCategories(tree: CategoryTree, media: MediaSink) {
  const idOf = categoryIdByName(tree)
  return AD_CATEGORIES.map((name, i) => {
    const categoryId = idOf(name)
    // A second-level tile borrows the pictogram of its first leaf.
    const leaf = tree.leaves.find((l) => l.id === categoryId || l.groupId === categoryId)!
    // Wordless art: the home page draws the tile's name (in the shopper's locale, l10n.ts) over it (decision 51).
    return {
      id: i + 1,
      categoryId,
      name,
      image: media.add(`seed/ad-category/${i + 1}.svg`, categoryTileSvg(leaf.glyph, leaf.hue)),
      sort: (AD_CATEGORIES.length - i) * 10,
    }
  })
}

/** The default (English) list; the other locales' lists come from l10n-site.ts. */
export const HOT_KEYWORDS = [
  'earbuds',
  'power bank',
  'summer dress',
  'LED lamp',
  'smart watch',
  'cordless drill',
  'yoga mat',
  'building blocks',
]

export function buildHotKeywords() {
  return HOT_KEYWORDS.map((title, i) => ({ id: i + 1, title, sort: (HOT_KEYWORDS.length - i) * 10 }))
}

export interface CouponRow {
  id: number
  merId: number
  name: string
  useType: number
  money: string
  minPrice: string
  day: number | null
  useStartTime: Date | null
  useEndTime: Date | null
  receiveEndTime: Date | null
  total: number | null
  remaining: number | null
  productIds: number[]
  categoryId: number | null
  isShow: boolean
  createdAt: Date
}

const dollars = (n: number) => money(Math.round(n * 100))

/** A fixed use window; most run into 2027. */
function window(startDaysAgo: number, endDaysAhead: number) {
  return {
    day: null,
    useStartTime: beforeBase(startDaysAgo),
    useEndTime: afterBase(endDaysAhead),
    receiveEndTime: afterBase(Math.max(1, endDaysAhead - 14)),
  }
}

function afterReceiving(days: number) {
  return { day: days, useStartTime: null, useEndTime: null, receiveEndTime: afterBase(120) }
}

export function buildCoupons(planned: PlannedProduct[]): CouponRow[] {
  const rows: CouponRow[] = []
  const add = (
    row: Omit<CouponRow, 'id' | 'isShow' | 'createdAt' | 'productIds' | 'categoryId'> &
      Partial<Pick<CouponRow, 'productIds' | 'categoryId'>>,
  ) =>
    rows.push({
      productIds: [],
      categoryId: null,
      ...row,
      id: rows.length + 1,
      isShow: true,
      createdAt: beforeBase(20 - rows.length * 0.3),
    })

  // Platform coupons: usable in any store.
  add({
    merId: 0,
    name: 'New shopper gift: $5 off orders over $30',
    useType: 1,
    money: '5.00',
    minPrice: '30.00',
    ...afterReceiving(30),
    total: 10000,
    remaining: 8712,
  })
  add({
    merId: 0,
    name: '$10 off $99 sitewide',
    useType: 1,
    money: '10.00',
    minPrice: '99.00',
    ...window(10, 60),
    total: 5000,
    remaining: 3120,
  })
  add({
    merId: 0,
    name: '$3 shipping voucher, no minimum',
    useType: 1,
    money: '3.00',
    minPrice: '0.00',
    ...afterReceiving(7),
    total: null,
    remaining: null,
  })
  add({
    merId: 0,
    name: 'Winter Sale: $25 off $199',
    useType: 1,
    money: '25.00',
    minPrice: '199.00',
    ...window(5, 91),
    total: 2000,
    remaining: 1488,
  })
  add({
    merId: 0,
    name: '11.11 Mega Sale: $15 off $120',
    useType: 1,
    money: '15.00',
    minPrice: '120.00',
    ...window(0, 14),
    total: 3000,
    remaining: 2964,
  })

  // Store coupons: merchant-wide, selected goods, or one category.
  for (const merchant of MERCHANTS) {
    const random = randomFor(MARKETING_STREAM, merchant.id)
    const own = planned.filter((p) => p.product.merId === merchant.id)
    const off = random.pick([2, 3, 4, 5, 8])
    add({
      merId: merchant.id,
      name: `${merchant.shortName}: $${off} off $${off * 10}`,
      useType: 1,
      money: dollars(off),
      minPrice: dollars(off * 10),
      ...(random.chance(0.5)
        ? afterReceiving(random.pick([7, 15, 30]))
        : window(random.int(3, 20), random.int(70, 150))),
      total: random.pick([200, 500, 1000]),
      remaining: random.int(40, 180),
    })
    if (own.length >= 2) {
      const picks = random.sample(own, Math.min(own.length, random.int(2, 4)))
      const cheapest = Math.min(...picks.map((p) => Number(p.product.price)))
      const amount = Math.max(1, Math.round(cheapest * 0.1))
      add({
        merId: merchant.id,
        name: `${merchant.shortName} picks: $${amount} off selected items`,
        useType: 2,
        money: dollars(amount),
        minPrice: dollars(Math.ceil(cheapest)),
        ...window(random.int(1, 15), random.int(60, 120)),
        total: random.pick([100, 300]),
        remaining: random.int(20, 90),
        productIds: picks.map((p) => p.product.id).sort((a, b) => a - b),
      })
    }
    if (own.length > 0 && random.chance(0.7)) {
      const leaf = random.pick(own).leaf
      const amount = random.pick([3, 5, 6])
      add({
        merId: merchant.id,
        name: `$${amount} off ${leaf.name} over $${amount * 8}`,
        useType: 3,
        money: dollars(amount),
        minPrice: dollars(amount * 8),
        ...afterReceiving(random.pick([10, 20])),
        total: 300,
        remaining: random.int(50, 250),
        categoryId: leaf.id,
      })
    }
  }
  return rows
}

const NEW_TITLES = ['Just landed', 'New in', 'Fresh from the factory', 'First batch']

/** The three home activities and their products. Ids 1–3 are the activity types 1–3. */
export function buildActivities(planned: PlannedProduct[], media: MediaSink) {
  const products = planned.map((p) => p.product)
  const bySales = [...products].sort((a, b) => b.sales + b.ficti - (a.sales + a.ficti) || a.id - b.id)
  const discount = (p: (typeof products)[number]) => 1 - Number(p.price) / Number(p.otPrice)
  const byDiscount = [...products].filter((p) => p.stock > 0).sort((a, b) => discount(b) - discount(a) || a.id - b.id)
  const byNewest = [...products].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id - b.id)

  const recommended = [...bySales.filter((p) => p.isBest), ...bySales]
    .filter((p, i, all) => all.indexOf(p) === i)
    .slice(0, 10)
  const promotions = byDiscount.slice(0, 6)
  const newest = byNewest.slice(0, 8)

  // No text in the art: the pages draw the activity's localized name over it.
  const banner = (key: string, hue: number) =>
    media.add(
      `seed/activity/${key}.svg`,
      bannerSvg({ width: 1200, height: 300, hue, glyphList: ['box', 'earbuds', 'dress'] }),
    )

  const activities: (typeof activityTable.$inferInsert)[] = [
    {
      id: 1,
      type: 1,
      name: 'Recommended for you',
      instruction: 'Best sellers picked by our buyers from factories across Asia and Europe.',
      banner: [banner('recommended-1', 215)],
      sort: 30,
      isShow: true,
    },
    {
      id: 2,
      type: 2,
      name: 'Hot promotions',
      instruction: 'Limited-time factory discounts — prices drop while stock lasts.',
      banner: [banner('promotions-1', 5), banner('promotions-2', 30)],
      sort: 20,
      isShow: true,
    },
    {
      id: 3,
      type: 3,
      name: 'New arrivals',
      instruction: 'The latest products from our factories, added in the past weeks.',
      banner: [banner('new-1', 150)],
      sort: 10,
      isShow: true,
    },
  ]
  const leafOf = new Map(planned.map((p) => [p.product.id, p.leaf]))
  const activityProducts = [
    ...recommended.map((p, i) => ({ activityId: 1, productId: p.id, title: '', sort: (recommended.length - i) * 10 })),
    ...promotions.map((p, i) => ({
      activityId: 2,
      productId: p.id,
      title: `-${Math.round(discount(p) * 100)}% today`,
      sort: (promotions.length - i) * 10,
    })),
    ...newest.map((p, i) => ({
      activityId: 3,
      productId: p.id,
      title: `${NEW_TITLES[i % NEW_TITLES.length]}: ${leafOf.get(p.id)!.name}`,
      sort: (newest.length - i) * 10,
    })),
  ]
  return { activities, activityProducts }
}

const BROADCASTS: { kind: 'system' | 'service'; title: string; content: string; link?: string }[] = [
  {
    kind: 'system',
    title: 'Winter coupon season is open',
    content:
      'Collect platform coupons worth up to $25 in the coupon centre. They can be combined with store coupons and are valid until 31 January 2027.',
    link: '/users/coupon_list',
  },
  {
    kind: 'service',
    title: 'Faster delivery to Kazakhstan',
    content:
      'Our new consolidation hub in Almaty cuts delivery times from China to Kazakhstan to 5–8 days. Tracking numbers now update in real time.',
  },
  {
    kind: 'system',
    title: '11.11 Mega Sale starts now',
    content:
      'Thousands of products are up to 45% off until 15 November. Use the $15 off $120 platform coupon on top of store discounts.',
    link: '/',
  },
  {
    kind: 'service',
    title: 'Holiday schedule for New Year 2027',
    content:
      'Customer service works 10:00–18:00 (UTC+3) from 31 December to 8 January. Orders placed during the holidays ship from 9 January.',
  },
  {
    kind: 'system',
    title: 'New on the shop street: Bishkek Felt Crafts',
    content:
      'Handmade felt toys, rugs and cushions from the Issyk-Kul region are now available directly from the artisans.',
    link: '/merchant/merchant/home?id=17',
  },
  {
    kind: 'service',
    title: 'Customs allowance for Russia',
    content:
      'Parcels valued under €200 and weighing under 31 kg are imported duty-free. Any duty due on larger orders is shown at checkout before you pay.',
  },
  {
    kind: 'system',
    title: 'Security reminder',
    content:
      'We will never ask for your password or card number by phone or in a message. Please report suspicious messages to support@crossborder.example.',
  },
  {
    kind: 'service',
    title: 'Card payments now use 3-D Secure',
    content:
      'Card payments are processed by Stripe with 3-D Secure confirmation from your bank. Your card details never reach the merchants.',
  },
  {
    kind: 'system',
    title: 'Review your purchases and earn points',
    content:
      'Leave a review with a photo for any completed order and receive 20 points. Points can be spent in the points shop.',
    link: '/users/evaluation_list',
  },
  {
    kind: 'service',
    title: 'Moscow warehouse: same-day dispatch',
    content: 'Items stocked in our Moscow warehouse now leave the same day when ordered before 14:00 Moscow time.',
    link: '/merchant/merchant/home?id=2',
  },
  {
    kind: 'system',
    title: 'Privacy policy updated',
    content:
      'We have clarified how delivery data is shared with carriers and customs brokers. The updated policy applies from 1 November 2026.',
    link: '/middlewares/privacy_agreement',
  },
  {
    kind: 'service',
    title: 'Chinese New Year production break',
    content:
      'Factories in China close from 10 to 24 February 2027. Place wholesale orders before 25 January to receive them before the break.',
  },
]

/**
 * Broadcast notices (userId null), spread over the 30 days before the base date (id 1 is the newest). The English
 * text is the fallback; `params.titles`/`params.contents` carry the other locales.
 */
export function buildBroadcastNotices() {
  return BROADCASTS.map((notice, i) => ({
    id: i + 1,
    userId: null,
    kind: notice.kind,
    title: notice.title,
    content: notice.content,
    link: notice.link ?? '',
    event: 'system',
    params: noticeTranslations((locale) => BROADCAST_WORDS[locale][i]),
    createdAt: beforeBase(1 + i * 2.4),
  }))
}
