/**
 * Coupons as a new shopper meets them: the operator issues a store coupon, the shopper receives it on the store's
 * coupon page, uses it at checkout and sees the discount; the coupon then shows as used in /users/coupon_list.
 */
import { expect, test } from '@playwright/test'
import { JOURNEY_TIMEOUT, newShopper, ops } from './after-purchase-support'
import { buyableProducts, call, gotoHydrated, unique } from './support'

interface ReceivableCoupon {
  id: number
  name: string
  isUse: boolean
}

test('receive a store coupon, use it at checkout, see it used in the coupon list', async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT)
  await newShopper(page)
  const [product] = await buyableProducts(page.request, 1)
  const detail = await call<{ productInfo: { merId: number } }>(
    page.request,
    'GET',
    `/api/front/product/detail/${product.productId}`,
  )
  const merId = detail.productInfo.merId
  const name = `E2E store coupon ${unique()}`
  const end = new Date(Date.now() + 30 * 86_400_000).toISOString()
  // Named in the languages the page tours read, as a merchant of a cross-border shop would.
  const issued = await ops<{ couponId: number }>(
    'issue-coupon',
    '--name',
    name,
    '--name-ru',
    `Купон магазина ${unique()}`,
    '--name-zh-CN',
    `店铺优惠券 ${unique()}`,
    '--scope',
    'merchant',
    '--amount',
    '1',
    '--shop',
    String(merId),
    '--end',
    end,
    '--total',
    '5',
  )

  // The store's coupon tab page that lists it (10 a page, in the server's order).
  let listPage = 1
  for (; listPage <= 20; listPage++) {
    const coupons = await call<{ list: ReceivableCoupon[] }>(
      page.request,
      'GET',
      `/api/front/coupons?merId=${merId}&useType=1&page=${listPage}&limit=10`,
    )
    if (coupons.list.some((c) => c.id === issued.couponId)) break
  }
  await gotoHydrated(page, `/merchant/merchant/coupon?id=${merId}${listPage > 1 ? `&page=${listPage}` : ''}`)
  const card = page.getByTestId('coupon-card').filter({ hasText: name })
  await card.getByTestId('coupon-get').click()
  await expect(card.getByTestId('coupon-received')).toBeVisible()

  // Unused in the coupon list, with a link back to the store.
  await gotoHydrated(page, '/users/coupon_list')
  const owned = page.getByTestId('owned-coupon').filter({ hasText: name })
  await expect(owned.getByTestId('coupon-use')).toHaveAttribute('href', `/merchant/merchant/home?id=${merId}`)

  // Buy now; the confirm page offers the coupon; taking it shows the $1.00 discount.
  await gotoHydrated(page, `/goods_detail/${product.productId}`)
  await page.getByTestId('buy-now').click()
  await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=PRE\w+/)
  const confirm = page.getByTestId('order-confirm')
  await expect(confirm.getByTestId('address-tile')).toHaveAttribute('data-selected', 'true')
  await confirm.getByTestId(`coupons-${merId}`).getByText('−$1.00').click()
  await expect(confirm.getByTestId('sum-coupons')).toHaveText('−$1.00')
  await confirm.getByRole('radio', { name: 'Cash on delivery' }).click()
  await confirm.getByTestId('place-order').click()
  await page.getByRole('dialog', { name: 'Place the order?' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/order\/payment_result\?orderNo=PT\d+/)

  // Used now: gone from the unused tab, greyed as used on the other.
  await gotoHydrated(page, '/users/coupon_list')
  await expect(page.getByTestId('owned-coupon').filter({ hasText: name })).toHaveCount(0)
  await page.getByTestId('coupon-state-tabs').getByText('Used or expired').click()
  await expect(page).toHaveURL(/\/users\/coupon_list\?state=used$/)
  const used = page.getByTestId('owned-coupon').filter({ hasText: name })
  await expect(used.getByTestId('coupon-state')).toHaveText('Used')
  await expect(used).toHaveAttribute('data-status', '1')
})
