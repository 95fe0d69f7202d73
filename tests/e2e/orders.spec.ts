import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { type Buyable, buyableProducts, call, gotoHydrated, SHOPPER_ADDRESS } from './support'

/** Buy Now → pre-order → create (O1, O2, O4) with the default address: the new master order's number. */
async function placeOrder(request: APIRequestContext, product: Buyable, payType: string) {
  const { preOrderNo } = await call<{ preOrderNo: string }>(request, 'POST', '/api/front/order/pre/order', {
    preOrderType: 'buyNow',
    orderDetails: [{ attrValueId: product.attrValueId, productId: product.productId, productNum: product.productNum }],
  })
  const preOrder = await call<{ addressId: number; payFee: string }>(
    request,
    'GET',
    `/api/front/order/load/pre/${preOrderNo}`,
  )
  const { orderNo } = await call<{ orderNo: string }>(request, 'POST', '/api/front/order/create', {
    preOrderNo,
    addressId: preOrder.addressId,
    payType,
    payChannel: 'pc',
    mark: 'Ring twice',
  })
  return { orderNo, payFee: preOrder.payFee }
}

async function addAddress(request: APIRequestContext) {
  await call(request, 'POST', '/api/front/address/edit', SHOPPER_ADDRESS)
}

test('a shopper finds a new order under "To pay", opens it and cancels it after confirming', async ({
  shopperPage: page,
}) => {
  const request = page.request
  await addAddress(request)
  const [product] = await buyableProducts(request, 1)
  const { orderNo, payFee } = await placeOrder(request, product, 'bank')
  const before = await call<{ unPaidCount: number }>(request, 'GET', '/api/front/order/data')
  const { integral } = await call<{ integral: number }>(request, 'GET', '/api/front/integral/user')

  await gotoHydrated(page, '/users/order_list?orderStatus=0')
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible()
  await expect(page.getByTestId('user-centre-menu').getByRole('link', { name: 'My orders' })).toHaveAttribute(
    'data-active',
    'true',
  )
  await expect(page.getByRole('tab', { name: /To pay/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('order-count-0')).toHaveText(String(before.unPaidCount))
  await expect(page.getByTestId('points-balance')).toHaveText(`Points: ${integral.toLocaleString('en')}`)
  const card = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`)
  await expect(card).toBeVisible()
  await expect(card.getByRole('link', { name: product.name })).toHaveAttribute(
    'href',
    `/goods_detail/${product.productId}`,
  )
  await expect(card.getByTestId('order-status')).toContainText('Pay within')
  // "Pay" opens the checkout's pay dialog for this order; closing it leaves the order as it was.
  await card.getByRole('button', { name: 'Pay' }).click()
  const payDialog = page.getByRole('dialog', { name: 'Pay for order' })
  await expect(payDialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(payDialog).toBeHidden()
  await expect(card).toBeVisible()

  // Another tab reads the merchant orders; the order is not there while unpaid.
  await page.getByRole('tab', { name: /To ship/ }).click()
  await expect(page).toHaveURL(/orderStatus=1/)
  await expect(page.locator(`[data-order-no="${orderNo}"]`)).toHaveCount(0)
  await page.getByRole('tab', { name: /To pay/ }).click()
  await expect(card).toBeVisible()

  await card.getByRole('link', { name: 'View details' }).click()
  await expect(page).toHaveURL(new RegExp(`/order/order_detail\\?orderNo=${orderNo}&orderStatus=0$`))
  await expect(page.getByRole('heading', { name: 'Order details' })).toBeVisible()
  await expect(page.getByTestId('detail-order-no')).toContainText(orderNo)
  await expect(page.getByTestId('order-steps')).toHaveAttribute('data-step', '1')
  await expect(page.getByTestId('detail-pay-type')).toContainText('Bank transfer')
  await expect(page.getByText('Ring twice')).toBeVisible()
  await expect(page.getByText('Tverskaya 1')).toBeVisible()
  await expect(page.getByTestId('detail-pay-price')).toContainText(payFee)

  // Cancelling asks first; "Keep order" changes nothing.
  await page.getByRole('button', { name: 'Cancel order' }).click()
  let dialog = page.getByRole('dialog', { name: 'Cancel order' })
  await dialog.getByRole('button', { name: 'Keep order' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('order-cancelled')).toHaveCount(0)

  await page.getByRole('button', { name: 'Cancel order' }).click()
  dialog = page.getByRole('dialog', { name: 'Cancel order' })
  await dialog.getByTestId('confirm-cancel-order').click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('order-cancelled')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0)

  await page.getByRole('link', { name: 'Back to my orders' }).click()
  await expect(page).toHaveURL(/\/users\/order_list\?orderStatus=0$/)
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible()
  await expect(page.locator(`[data-order-no="${orderNo}"]`)).toHaveCount(0)
  const after = await call<{ unPaidCount: number }>(request, 'GET', '/api/front/order/data')
  expect(after.unPaidCount).toBe(before.unPaidCount - 1)
})

test('a cash-on-delivery order waits under "To ship", and its merchant-order detail is at step 2 and can still be cancelled', async ({
  shopperPage: page,
}) => {
  const request = page.request
  await addAddress(request)
  const [product] = await buyableProducts(request, 1)
  const { orderNo } = await placeOrder(request, product, 'cod')
  await call(request, 'POST', '/api/front/pay/payment', { orderNo, payType: 'cod', payChannel: 'pc' })
  const counts = await call<{ unShippedCount: number }>(request, 'GET', '/api/front/order/data')
  expect(counts.unShippedCount).toBeGreaterThan(0)

  await gotoHydrated(page, '/users/order_list?orderStatus=1')
  await expect(page.getByRole('tab', { name: /To ship/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('order-count-1')).toHaveText(String(counts.unShippedCount))
  // Tab 1 lists merchant orders (their own numbers), newest first.
  const card = page.getByTestId('order-card').filter({ hasText: product.name }).first()
  await expect(card.getByTestId('order-status')).toHaveText('Awaiting shipment')
  await expect(card.getByRole('button', { name: 'Pay' })).toHaveCount(0)
  const merchantOrderNo = await card.getAttribute('data-order-no')
  expect(merchantOrderNo).toBeTruthy()
  expect(merchantOrderNo).not.toBe(orderNo)

  await card.getByRole('link', { name: 'View details' }).click()
  await expect(page).toHaveURL(new RegExp(`orderNo=${merchantOrderNo}&orderStatus=1`))
  await expect(page.getByTestId('detail-order-no')).toContainText(merchantOrderNo!)
  await expect(page.getByTestId('order-steps')).toHaveAttribute('data-step', '2')
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting shipment')
  await expect(page.getByTestId('detail-pay-type')).toContainText('Cash on delivery')
  // Nothing shipped yet: the shopper may still cancel it (docs/orders.md), but not pay it here.
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0)
})
