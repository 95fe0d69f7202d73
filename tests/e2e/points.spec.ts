import { expect, test } from './fixtures'
import { buy, JOURNEY_TIMEOUT, newShopper, ops } from './after-purchase-support'
import { buyableProducts, call, gotoHydrated } from './support'

interface Summary {
  integral: number
  frozenIntegral: number
  totalIntegral: number
  spentIntegral: number
}

test('a new shopper earns frozen points from a received order, sees them thaw, spends them in the points shop, and finds both in the ledger', async ({
  page,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT)
  const request = page.request
  const email = await newShopper(page)
  const welcome = await call<Summary>(request, 'GET', '/api/front/integral/user')
  expect(welcome).toMatchObject({ integral: 500, frozenIntegral: 0 })

  // Cash on delivery; the merchant ships (operator CLI) and the shopper confirms receipt on the order page.
  const [product] = await buyableProducts(request, 1)
  const order = await buy(request, product!, 'cod')
  await ops('ship', order.orderNo, '--virtual')
  await gotoHydrated(page, `/order/order_detail?orderNo=${order.orderNo}`)
  await page.getByTestId('confirm-receipt').click()
  await page.getByRole('dialog', { name: 'Confirm receipt' }).getByTestId('confirm-order-action').click()
  await expect(page.getByText('Receipt confirmed', { exact: true })).toBeVisible()

  // The order's points are frozen: not spendable yet, with the date they thaw.
  const earned = (await call<Summary>(request, 'GET', '/api/front/integral/user')).frozenIntegral
  expect(earned).toBeGreaterThan(0)
  await gotoHydrated(page, '/users/points_info')
  await expect(page.getByTestId('points-current')).toContainText('500')
  await expect(page.getByTestId('points-frozen')).toContainText(earned.toLocaleString('en'))
  const frozenEntry = page.getByTestId('points-entry').first()
  await expect(frozenEntry).toHaveAttribute('data-kind', 'freeze')
  await expect(frozenEntry).toContainText(`Earned with order ${order.orderNo} (frozen)`)
  await expect(frozenEntry).toContainText('Spendable from')

  // The operator ends the frozen period (as the sweeper does once it is over); the points are spendable.
  expect((await ops<{ unfrozen: number }>('points-unfreeze', '--email', email, '--all')).unfrozen).toBe(1)
  await page.reload()
  await expect(page.getByTestId('points-current')).toContainText((500 + earned).toLocaleString('en'))
  await expect(page.getByTestId('points-frozen')).toContainText('0')
  await expect(page.getByTestId('points-entry').first()).toHaveAttribute('data-kind', 'unfreeze')

  // The points shop, cheapest first: redeem the first good.
  await page.getByTestId('points-shop-link').click()
  await expect(page).toHaveURL(/\/points$/)
  await page.getByTestId('points-shop-sort').getByText('Price: low to high').click()
  await expect(page).toHaveURL(/sort=price_asc/)
  // The list re-sorts when the new page of goods arrives: wait for it, not only for the URL.
  const prices = async () =>
    (await page.getByTestId('points-product-price').allTextContents()).map((text) => Number(text.replace(/\D/g, '')))
  await expect.poll(async () => (await prices()).every((price, i, all) => i === 0 || all[i - 1]! <= price)).toBe(true)
  const card = page.getByTestId('points-product').first()
  const priceText = (await card.getByTestId('points-product-price').textContent()) ?? ''
  const price = Number(priceText.replace(/\D/g, ''))
  expect(price).toBeGreaterThan(0)
  expect(price).toBeLessThanOrEqual(500 + earned)
  await card.getByTestId('points-redeem').click()
  await expect(page).toHaveURL(/\/points\/order\/points_order_confirm\?productId=\d+/)
  await expect(page.getByTestId('points-order-total')).toContainText(`${price.toLocaleString('en')} points`)
  await page.getByTestId('points-order-submit').click()
  await expect(page).toHaveURL(/\/order\/points_order_detail\?orderNo=JF\d+/)
  const pointsOrderNo = new URL(page.url()).searchParams.get('orderNo')!
  await expect(page.getByTestId('points-order-status')).toHaveText('Awaiting shipment')
  await expect(page.getByTestId('points-order-spent')).toHaveText(price.toLocaleString('en'))
  await expect(page.getByText('Nevsky Prospekt 28')).toBeVisible()

  // Shipped by the operator, received by the shopper.
  expect(
    (await ops<{ status: number }>('ship-points-order', pointsOrderNo, '--courier', 'DHL', '--tracking', 'JF0042'))
      .status,
  ).toBe(1)
  await page.reload()
  await expect(page.getByTestId('points-order-status')).toHaveText('Shipped')
  await expect(page.getByText(/DHL JF0042/)).toBeVisible()
  await page.getByTestId('points-order-take').click()
  await expect(page.getByTestId('points-order-status')).toHaveText('Received')

  // The points orders list, then the ledger with both the earning and the spending.
  await page.getByRole('link', { name: 'Back to my points orders' }).click()
  await expect(page).toHaveURL(/\/users\/points_order$/)
  await expect(page.locator(`[data-testid="points-order-card"][data-order-no="${pointsOrderNo}"]`)).toContainText(
    `${price.toLocaleString('en')} points`,
  )
  await gotoHydrated(page, '/users/points_info')
  await expect(page.getByTestId('points-current')).toContainText((500 + earned - price).toLocaleString('en'))
  await expect(page.getByTestId('points-spent')).toContainText(String(price))
  const entries = page.getByTestId('points-entry')
  await expect(entries.first()).toHaveAttribute('data-kind', 'spend')
  await expect(entries.first()).toContainText(`Points shop order ${pointsOrderNo}`)
  await expect(entries.filter({ hasText: `Earned with order ${order.orderNo}` })).toHaveCount(1)
  await page.getByTestId('points-tab-earned').click()
  await expect(page).toHaveURL(/tab=earned/)
  await expect(page.getByTestId('points-entry')).toHaveCount(2)
  await expect(page.getByTestId('points-entry').filter({ hasText: `Points shop order ${pointsOrderNo}` })).toHaveCount(
    0,
  )
  expect((await ops<{ ok: boolean }>('points-check')).ok).toBe(true)
})
