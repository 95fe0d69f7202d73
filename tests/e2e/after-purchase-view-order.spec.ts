import { expect, test } from './fixtures'
import { buy, JOURNEY_TIMEOUT, newShopper, ops } from './after-purchase-support'
import { buyableProducts, gotoHydrated } from './support'

test('a new shopper pays on delivery, and "View order" on the payment result follows the merchant order to "Shipped" with its courier', async ({
  page,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT)
  const request = page.request
  await newShopper(page)
  const [product] = await buyableProducts(request, 1)
  const { masterOrderNo, orderNo } = await buy(request, product!, 'cod')

  // The payment result of the checkout; "View order" opens its one merchant order, awaiting shipment and cancellable.
  await gotoHydrated(page, `/order/payment_result?orderNo=${masterOrderNo}`)
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'cod')
  await page.getByTestId('view-order').click()
  await expect(page).toHaveURL(new RegExp(`/order/order_detail\\?orderNo=${orderNo}$`))
  await expect(page.getByTestId('detail-order-no')).toContainText(orderNo)
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting shipment')
  await expect(page.getByTestId('cancel-order')).toBeVisible()

  // The merchant ships it (operator CLI, through the running server).
  expect((await ops<{ status: number }>('ship', orderNo, '--courier', 'DHL', '--tracking', 'JD7731')).status).toBe(1)

  // Opened again from the payment result (a full load: the server redirects the checkout to its merchant order).
  await gotoHydrated(page, `/order/payment_result?orderNo=${masterOrderNo}`)
  await page.getByTestId('view-order').click()
  await expect(page).toHaveURL(new RegExp(`/order/order_detail\\?orderNo=${orderNo}$`))
  const steps = page.getByTestId('order-steps')
  await expect(steps).toHaveAttribute('data-step', '3')
  await expect(steps.locator('button[data-progress]')).toContainText('Shipped')
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting receipt')
  await expect(page.getByTestId('detail-courier')).toContainText('DHL')
  await expect(page.getByTestId('detail-tracking')).toContainText('JD7731')
  await expect(page.getByTestId('confirm-receipt')).toBeVisible()
  await expect(page.getByTestId('cancel-order')).toHaveCount(0)

  // The checkout's own number typed in the address bar lands there too.
  await gotoHydrated(page, `/order/order_detail?orderNo=${masterOrderNo}`)
  await expect(page).toHaveURL(new RegExp(`/order/order_detail\\?orderNo=${orderNo}$`))
  await expect(page.getByTestId('detail-courier')).toContainText('DHL')

  // "Orders" in the header opens "All", where the paid-on-delivery order is, not an empty "To pay".
  await page.getByRole('link', { name: 'Orders', exact: true }).click()
  await expect(page).toHaveURL(/\/users\/order_list$/)
  await expect(page.getByRole('tab', { name: /All/ })).toHaveAttribute('aria-selected', 'true')
  const card = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`)
  await expect(card.getByTestId('order-status')).toHaveText('Awaiting receipt')
  await expect(page.getByTestId('orders-empty')).toHaveCount(0)
})
