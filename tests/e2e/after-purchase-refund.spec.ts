import { expect, test } from './fixtures'
import { buy, JOURNEY_TIMEOUT, newShopper, ops, png, skuStock } from './after-purchase-support'
import { buyableProducts, gotoHydrated } from './support'

test('a refund with images is refused with a reason, asked again, accepted and refunded, and the stock comes back', async ({
  page,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT)
  const request = page.request
  await newShopper(page)
  const [product] = await buyableProducts(request, 1, 3)
  const before = await skuStock(request, product!)
  const order = await buy(request, product!, 'bank')
  expect(await skuStock(request, product!)).toBe(before - product!.productNum)

  // The paid order (bank transfer confirmed by the operator) offers "Refund" under "To ship".
  await gotoHydrated(page, '/users/order_list?orderStatus=1')
  const card = page.locator(`[data-testid="order-card"][data-order-no="${order.orderNo}"]`)
  await card.getByTestId('refund-order').click()
  await expect(page).toHaveURL(new RegExp(`/users/refund_confirm\\?orderNo=${order.orderNo}`))
  const form = page.getByTestId('refund-form')
  await expect(form.getByTestId('refund-line')).toHaveCount(1)
  await form.getByTestId('refund-submit').click()
  await expect(form.getByText('Please choose a reason')).toBeVisible()
  await form.getByRole('combobox', { name: /Reason/ }).selectOption({ label: 'Item damaged or defective' })
  await form.getByRole('textbox', { name: /Remarks/ }).fill('The box was crushed')
  await form.getByTestId('upload-input').setInputFiles([png('box.png'), png('item.png')])
  await expect(form.getByTestId('upload-preview')).toHaveCount(2)
  await form.getByTestId('refund-submit').click()

  await expect(page).toHaveURL(/\/users\/refund_list/)
  const refundCard = page.getByTestId('refund-card').first()
  await expect(refundCard.getByTestId('refund-status')).toHaveText('Under merchant review')
  const refundNo = (await refundCard.getAttribute('data-refund-no'))!
  expect(refundNo).toBeTruthy()

  // The merchant refuses with a reason; the shopper sees it on the refund's page, with the voucher images.
  expect(
    (await ops<{ refundStatus: number }>('refund', 'refuse', refundNo, '--reason', 'Photos do not show damage'))
      .refundStatus,
  ).toBe(1)
  await refundCard.getByTestId('refund-details').click()
  await expect(page).toHaveURL(new RegExp(`/order/refund_detail\\?orderNo=${refundNo}`))
  await expect(page.getByTestId('refund-status')).toHaveText('Refused')
  await expect(page.getByTestId('refund-refusal')).toContainText('Photos do not show damage')
  await expect(page.getByTestId('voucher-images').getByRole('img')).toHaveCount(2)

  // Ask again, without images this time.
  await page.getByTestId('refund-again').click()
  await expect(page).toHaveURL(new RegExp(`/users/refund_confirm\\?orderNo=${order.orderNo}`))
  await page.getByRole('combobox', { name: /Reason/ }).selectOption({ label: 'Changed my mind' })
  await page.getByTestId('refund-submit').click()
  await expect(page).toHaveURL(/\/users\/refund_list/)
  const again = page.getByTestId('refund-card').first()
  await expect(again).not.toHaveAttribute('data-refund-no', refundNo)
  const againNo = (await again.getAttribute('data-refund-no'))!
  await expect(again.getByTestId('refund-status')).toHaveText('Under merchant review')

  // Accepted (a bank transfer goes back by hand), then refunded; the stock is back.
  expect((await ops<{ refundStatus: number }>('refund', 'approve', againNo)).refundStatus).toBe(2)
  await gotoHydrated(page, `/order/refund_detail?orderNo=${againNo}`)
  await expect(page.getByTestId('refund-status')).toHaveText('Accepted, refunding')
  expect(await skuStock(request, product!)).toBe(before)
  await ops('refund', 'done', againNo)
  await page.reload()
  await expect(page.getByTestId('refund-status')).toHaveText('Refunded')
  await expect(page.getByTestId('refund-refusal')).toHaveCount(0)

  // The order shows both requests, newest first, and sits under "Return/refund".
  await page.getByTestId('refund-order-link').click()
  const items = page.getByTestId('detail-refund-item')
  await expect(items).toHaveCount(2)
  await expect(items.first()).toContainText('Refunded')
  await expect(items.nth(1).getByTestId('detail-refund-refusal')).toContainText('Photos do not show damage')
  await gotoHydrated(page, '/users/order_list?orderStatus=5')
  await expect(page.locator(`[data-testid="order-card"][data-order-no="${order.orderNo}"]`)).toBeVisible()
})
