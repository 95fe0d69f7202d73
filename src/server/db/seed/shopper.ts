/** The demo shopper account and its personal state: notices, follows and favourites. */
import type { CouponRow } from './marketing.ts'
import type { PlannedProduct } from './products.ts'
import { noticeTranslations, shopperNoticeWords } from './l10n-notices.ts'
import { afterBase, beforeBase } from './random.ts'

/** Sign-in details of the seeded demo shopper (documented in the README; used by tests). */
export const DEMO_SHOPPER = {
  email: 'demo@shop.example',
  phone: '9001234567',
  countryCode: '+7',
  password: 'Demo12345!',
  nickname: 'Demo Shopper',
  inviteCode: 'DEMO2026',
} as const

/** Merchants the demo shopper follows. */
const FOLLOWED_MERCHANTS = [3, 9]

export function buildShopperState(userId: number, firstNoticeId: number, planned: PlannedProduct[]) {
  // Favourites: three in-stock products from different categories.
  const collected: PlannedProduct[] = []
  for (const p of planned) {
    if (p.product.stock > 0 && !collected.some((c) => c.leaf.rootId === p.leaf.rootId)) collected.push(p)
    if (collected.length === 3) break
  }
  const favourite = collected[0].product
  const notices = [
    {
      id: firstNoticeId,
      userId,
      kind: 'system',
      title: 'Welcome to Crossborder Market',
      content:
        'Your account is ready. A $5 new shopper coupon is waiting for you in the coupon centre — it works in every store on orders over $30.',
      link: '/users/coupon_list',
      event: 'system',
      params: noticeTranslations((locale) => shopperNoticeWords(locale).welcome),
      createdAt: beforeBase(12),
    },
    {
      id: firstNoticeId + 1,
      userId,
      kind: 'service',
      title: 'Price drop on an item in your favourites',
      content: `"${favourite.storeName}" is now $${favourite.price}. Stock is limited at this price.`,
      link: `/goods_detail/${favourite.id}`,
      event: 'system',
      params: noticeTranslations((locale) =>
        shopperNoticeWords(locale).priceDrop(favourite.i18n[locale]?.storeName ?? favourite.storeName, favourite.price),
      ),
      createdAt: beforeBase(3),
    },
    {
      id: firstNoticeId + 2,
      userId,
      kind: 'service',
      title: 'Your coupon expires in 3 days',
      content: 'Your $5 new shopper coupon expires soon. Use it on any order over $30 before it is gone.',
      link: '/users/coupon_list',
      event: 'system',
      params: noticeTranslations((locale) => shopperNoticeWords(locale).couponSoon),
      createdAt: beforeBase(0.5),
    },
  ]
  return {
    notices,
    // The welcome notice has been read already.
    noticeReads: [{ noticeId: firstNoticeId, userId, readAt: beforeBase(11) }],
    follows: FOLLOWED_MERCHANTS.map((merId, i) => ({ userId, merId, createdAt: beforeBase(20 - i * 5) })),
    collects: collected.map((p, i) => ({ userId, productId: p.product.id, createdAt: beforeBase(9 - i * 2) })),
  }
}

/** The demo shopper's points: a welcome balance, with its ledger row. */
export const DEMO_SHOPPER_POINTS = 2000

/**
 * The demo shopper's wallet: 2000 points (one ledger row) and three usable coupons — a platform coupon and the
 * merchant-wide coupons of the two stores with the most products in stock — valid for a year after the base date.
 */
export function buildShopperWallet(userId: number, coupons: CouponRow[], planned: PlannedProduct[]) {
  const inStock = new Map<number, number>()
  for (const p of planned)
    if (p.product.stock > 0) inStock.set(p.product.merId, (inStock.get(p.product.merId) ?? 0) + 1)
  const platform = coupons.find((c) => c.merId === 0 && c.useType === 1)
  const merchantWide = coupons
    .filter((c) => c.merId > 0 && c.useType === 1 && (inStock.get(c.merId) ?? 0) > 0)
    .sort((a, b) => (inStock.get(b.merId) ?? 0) - (inStock.get(a.merId) ?? 0) || a.merId - b.merId)
    .slice(0, 2)
  const held = [...(platform ? [platform] : []), ...merchantWide]
  return {
    userCoupons: held.map((c, i) => ({
      userId,
      couponId: c.id,
      merId: c.merId,
      name: c.name,
      useType: c.useType,
      money: c.money,
      minPrice: c.minPrice,
      productIds: c.productIds,
      categoryId: c.categoryId,
      startTime: beforeBase(10 - i),
      endTime: afterBase(365),
      status: 0,
      createdAt: beforeBase(10 - i),
    })),
    pointsRecords: [
      {
        userId,
        type: 1,
        linkType: 'register',
        linkId: String(userId),
        title: 'Welcome bonus',
        points: DEMO_SHOPPER_POINTS,
        balance: DEMO_SHOPPER_POINTS,
        kind: 'earn',
        availableDelta: DEMO_SHOPPER_POINTS,
        createdAt: beforeBase(45),
      },
    ],
  }
}
