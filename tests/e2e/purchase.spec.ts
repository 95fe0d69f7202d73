/**
 * The money path as a new shopper walks it: sign up, receive a store coupon, fill the cart from two stores by clicks
 * on the product pages (the badge follows), the cart's groups and totals, a quantity the server keeps across a reload,
 * the selection by store, quantities up to the coupon's threshold, check out with an address, the coupon and points,
 * pay cash on delivery; buy again by bank transfer with a proof image; see each result page and the orders in the
 * list. Then a tourist's purchase. The cart's manage mode (favourites, delete) is cart.spec.ts's.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import type { ProductDetail } from '../../src/contract'
import { attrRows, defaultSelection, findSku } from '../../src/features/catalog/sku'
import { visitInApp } from './page-tour'
import {
  AGREEMENT,
  badgeCount,
  call,
  chooseCountry,
  expectSignedIn,
  freshPhone,
  gotoHydrated,
  openLoginDialog,
  registerByEmail,
  summaryTotal,
  unique,
} from './support'

interface ReceivableCoupon {
  id: number
  money: string
  minPrice: string
  day: number | null
  isUse: boolean
}
interface Pick {
  id: number
  name: string
  merId: number
  price: string
}

/** The smallest valid PNG (1×1): the upload checks the file's bytes, not its name. */
const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const cents = (money: string) => Math.round(Number(money) * 100)
/** Cents as the page shows them (two decimals). */
const money = (value: number) => (value / 100).toFixed(2)

/**
 * Product A: its store has a receivable store-wide coupon valid for days after receiving, reachable by buying a
 * few units; product B: another store. Both with minimum purchase 1 and the default specification in stock.
 */
async function pickProducts(request: APIRequestContext) {
  let a: (Pick & { coupon: ReceivableCoupon; couponIndex: number; quantity: number }) | undefined
  let b: Pick | undefined
  for (let page = 1; page <= 8 && (!a || !b); page++) {
    const list = await call<{ list: { id: number }[] }>(request, 'GET', `/api/front/product/list?page=${page}&limit=20`)
    for (const card of list.list) {
      if (a && b) break
      const detail = await call<ProductDetail>(request, 'GET', `/api/front/product/detail/${card.id}`)
      const info = detail.productInfo
      const sku = findSku(detail.productValue, defaultSelection(attrRows(detail.productAttr), detail.productValue))
      if (info.minBuy > 1 || !sku || Number(sku.stock) < 20) continue
      const pick = { id: info.id, name: info.storeName, merId: info.merId, price: String(sku.price) }
      if (!a && info.merId !== b?.merId) {
        const coupons = await call<{ list: ReceivableCoupon[] }>(
          request,
          'GET',
          `/api/front/coupons?merId=${info.merId}&useType=1&page=1&limit=10`,
        )
        const couponIndex = coupons.list.findIndex(
          (c) => c.day && !c.isUse && cents(c.minPrice) <= cents(pick.price) * 6,
        )
        if (couponIndex >= 0) {
          const coupon = coupons.list[couponIndex]
          // Enough units for the coupon's threshold, and at least 2 (the journey changes the quantity).
          const quantity = Math.max(2, Math.ceil((cents(coupon.minPrice) + 1) / cents(pick.price)))
          a = { ...pick, coupon, couponIndex, quantity }
          continue
        }
      }
      if (!b && info.merId !== a?.merId) b = pick
    }
  }
  expect(a, 'a product whose store offers a coupon').toBeTruthy()
  expect(b, 'a product of another store').toBeTruthy()
  return { a: a!, b: b! }
}

/** Adds an address in the confirm page's dialog; it becomes the selected tile. */
async function addAddress(page: Page, name: string) {
  const confirm = page.getByTestId('order-confirm')
  await expect(confirm.getByTestId('no-address')).toBeVisible()
  await confirm.getByTestId('add-address').click()
  const dialog = page.getByRole('dialog', { name: 'Add address' })
  await dialog.getByLabel('Receiver name').fill(name)
  await dialog.getByLabel('E-mail').fill('receiver@e2e.example')
  await dialog.getByLabel('Phone').fill('9001234567')
  await chooseCountry(page, dialog, 'Kazakhstan')
  await dialog.getByLabel('Detailed address').fill('Abay Avenue 10, Almaty')
  await dialog.getByLabel('Post code').fill('050000')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(confirm.getByTestId('address-tile')).toHaveAttribute('data-selected', 'true')
}

/** Places the order (confirmation prompt) and lands on the result page; returns the master order number. */
async function placeOrder(page: Page, method: string) {
  const confirm = page.getByTestId('order-confirm')
  const total = await summaryTotal(confirm)
  await confirm.getByTestId('place-order').click()
  const prompt = page.getByRole('dialog', { name: 'Place the order?' })
  await expect(prompt).toContainText(`Pay ${total} by ${method}?`)
  await prompt.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/order\/payment_result\?orderNo=PT\d+/)
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? ''
  const result = page.getByTestId('payment-result')
  await expect(result.getByTestId('result-order-no')).toHaveText(orderNo)
  await expect(result).toContainText(method)
  await expect(result).toContainText(total)
  return { orderNo, total, result }
}

test('a new shopper buys from two stores with a coupon and points (cash on delivery), then by bank transfer', async ({
  page,
}) => {
  // The cart's journey and two purchases in one walk: more than the default minute on a busy machine.
  test.setTimeout(120_000)
  const request = page.request
  const { a, b } = await pickProducts(request)
  await registerByEmail(page)

  // Receive A's store coupon on the store's coupon tab.
  await gotoHydrated(page, `/merchant/merchant/coupon?id=${a.merId}&type=1`)
  const card = page.getByTestId('coupon-card').nth(a.couponIndex)
  await card.getByTestId('coupon-get').click()
  await expect(card.getByTestId('coupon-received')).toBeVisible()

  // Add both products from their pages with a real click; the badge follows.
  // The first page is loaded; every later one is reached inside the app, as a link does (decision 73's visitInApp):
  // the full loads of these pages are the page tours', the screens gate's and the deep-link fuzz's (decision 124).
  for (const [index, product] of [a, b].entries()) {
    await visitInApp(page, `/goods_detail/${product.id}`)
    await expect.poll(() => badgeCount(page)).toBe(index)
    await page.getByTestId('add-to-cart').click()
    await expect.poll(() => badgeCount(page)).toBe(index + 1)
  }

  // The header link opens the cart: one group per store, the newest store first; lines start selected, so checkout
  // is ready for the whole cart.
  await page.getByTestId('cart-link').click()
  await expect(page).toHaveURL(/\/order\/shopping_cart$/)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  const groups = page.getByTestId('merchant-group')
  await expect(groups).toHaveCount(2)
  await expect(groups.nth(0)).toHaveAttribute('data-mer-id', String(b.merId))
  const lineA = page.locator(`[data-testid="cart-line"][data-product-id="${a.id}"]`)
  const lineB = page.locator(`[data-testid="cart-line"][data-product-id="${b.id}"]`)
  await expect(lineA.getByTestId('line-name')).toHaveText(a.name)
  await expect(page.getByTestId('select-all')).toBeChecked()
  await expect(page.getByTestId('selection-total')).toContainText(money(cents(a.price) + cents(b.price)))
  await expect(page.getByTestId('checkout')).toBeEnabled()

  // Quantity of A: 1 → 2; the line total follows at once and the server keeps it (a reload shows it).
  const saved = page.waitForResponse((r) => r.url().includes('/api/front/cart/num') && r.request().method() === 'POST')
  await lineA.getByTestId('quantity-plus').click()
  await expect(lineA.getByTestId('quantity-input')).toHaveValue('2')
  await expect(lineA.getByTestId('line-total')).toContainText(money(cents(a.price) * 2))
  await expect(page.getByTestId('selection-total')).toContainText(money(cents(a.price) * 2 + cents(b.price)))
  expect(((await (await saved).json()) as { code: number }).code).toBe(200)
  await expect.poll(() => badgeCount(page)).toBe(3)
  // The shop kept it: the cart a new load reads (the cart page loaded in full is the screens gate's; that a saved
  // quantity stays is tests/api/cart-manage.test.ts's, "CA4 cart quantity").
  const kept = await call<{ merId: number; cartInfoList: { productId: number; cartNum: number }[] }[]>(
    request,
    'GET',
    '/api/front/cart/list?isValid=true',
  )
  expect(kept.flatMap((group) => group.cartInfoList).find((line) => line.productId === a.id)?.cartNum).toBe(2)

  // Select by store: untick both stores (nothing to check out), then A's store again, then B's; the total is exact.
  const groupA = page.locator(`[data-testid="merchant-group"][data-mer-id="${a.merId}"]`)
  const groupB = page.locator(`[data-testid="merchant-group"][data-mer-id="${b.merId}"]`)
  await groupA.getByTestId('select-merchant').click()
  await groupB.getByTestId('select-merchant').click()
  await expect(page.getByTestId('checkout')).toBeDisabled()
  await expect(page.getByTestId('checkout-hint')).toBeVisible()
  await groupA.getByTestId('select-merchant').click()
  await expect(page.getByTestId('selection-total')).toContainText(money(cents(a.price) * 2))
  await expect(page.getByTestId('selected-count')).toHaveAttribute('data-pieces', '2')
  await groupB.getByTestId('select-merchant').click()
  await expect(page.getByTestId('select-all')).toBeChecked()

  // A up to the coupon's threshold, B to 2 then back to 1; the totals follow.
  for (let n = 3; n <= a.quantity; n++) {
    await lineA.getByTestId('quantity-plus').click()
    await expect(lineA.getByTestId('quantity-input')).toHaveValue(String(n))
  }
  await lineB.getByTestId('quantity-plus').click()
  await expect(lineB.getByTestId('quantity-input')).toHaveValue('2')
  await lineB.getByTestId('quantity-minus').click()
  await expect(lineB.getByTestId('quantity-input')).toHaveValue('1')
  await expect.poll(() => badgeCount(page)).toBe(a.quantity + 1)
  const expectedGoods = cents(a.price) * a.quantity + cents(b.price)
  await expect(page.getByTestId('selection-total')).toContainText(money(expectedGoods))

  // Checkout: the confirm page shows both stores; add an address, take the coupon and the welcome points.
  await page.getByTestId('checkout').click()
  await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=PRE\w+/)
  const confirm = page.getByTestId('order-confirm')
  await expect(confirm.getByTestId('order-item')).toHaveCount(2)
  await expect(confirm.getByTestId('sum-goods')).toHaveText(`$${money(expectedGoods)}`)
  await addAddress(page, 'New Shopper')

  // The chip of the received coupon (chips carry the owned coupon's id, not the template's): its face value.
  const couponMoney = Number(a.coupon.money).toFixed(2)
  await confirm.getByTestId(`coupons-${a.merId}`).getByText(`−$${couponMoney}`).click()
  await expect(confirm.getByTestId('sum-coupons')).toHaveText(`−$${couponMoney}`)
  await expect(confirm.getByText('Your balance: 500 points')).toBeVisible()
  // 500 welcome points are worth $5.00, under half of the goods after the coupon: all of them are used.
  const points = confirm.getByRole('switch', { name: /^Use 500 points, −\$5\.00/ })
  await points.click()
  await expect(points).toBeChecked()
  await expect(confirm.getByTestId('sum-points')).toHaveText('−$5.00')
  await confirm.getByRole('radio', { name: 'Cash on delivery' }).click()
  const cod = await placeOrder(page, 'Cash on delivery')
  await expect(cod.result).toHaveAttribute('data-state', 'cod')

  // The cart emptied of what was bought; the order waits for shipment in the list.
  await expect.poll(() => badgeCount(page)).toBe(0)
  await visitInApp(page, '/users/order_list?orderStatus=1')
  const shipping = page.getByTestId('order-card')
  await expect(shipping).toHaveCount(2)
  await expect(page.getByTestId('order-count-1')).toHaveText('2')

  // Second purchase: Buy now, the saved address is preselected, bank transfer with a proof screenshot.
  await visitInApp(page, `/goods_detail/${b.id}`)
  await page.getByTestId('buy-now').click()
  await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=PRE\w+/)
  await expect(confirm.getByTestId('address-tile')).toHaveAttribute('data-selected', 'true')
  await confirm.getByRole('radio', { name: 'Bank transfer' }).click()
  // The proof is required: placing without it shows the field error and stays on the page.
  await confirm.getByTestId('place-order').click()
  await expect(confirm.getByTestId('bank-transfer')).toContainText(/proof/i)
  await expect(page).toHaveURL(/order_confirm/)
  await confirm
    .getByTestId('proof-input')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PROOF_PNG })
  await expect(confirm.getByTestId('proof-preview')).toBeVisible()
  await confirm.getByRole('textbox', { name: 'Transfer note' }).fill('Paid from Kaspi, ref 4411')
  const bank = await placeOrder(page, 'Bank transfer')
  await expect(bank.result).toHaveAttribute('data-state', 'awaiting')

  // It waits under "To pay" with the proof under review; its detail shows the screenshot and the note.
  await visitInApp(page, '/users/order_list?orderStatus=0')
  const pending = page.locator(`[data-testid="order-card"][data-order-no="${bank.orderNo}"]`)
  await expect(pending).toContainText('Transfer proof under review')
  await pending.getByTestId('order-details').click()
  await expect(page).toHaveURL(new RegExp(`/order/order_detail\\?orderNo=${bank.orderNo}`))
  await expect(page.getByTestId('detail-voucher')).toContainText('Paid from Kaspi, ref 4411')
})

test('a tourist buys with only an e-mail and a phone', async ({ page }) => {
  const request = page.request
  const { b } = await pickProducts(request)
  // Tourist entry (mode 7) in the login dialog, opened from the header of the product's page: an e-mail and a phone,
  // no password. The page goes on as the shopper's without a reload.
  const dialog = await openLoginDialog(page, `/goods_detail/${b.id}`)
  await dialog.getByRole('button', { name: 'Continue as a tourist' }).click()
  await expect(dialog.getByTestId('tourist-form')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(`tourist${unique()}@e2e.example`)
  await dialog.getByRole('textbox', { name: 'Phone' }).fill(freshPhone())
  await dialog.getByLabel(AGREEMENT).check()
  await dialog.getByRole('button', { name: 'Continue as a tourist' }).click()
  await expectSignedIn(page)

  await page.getByTestId('buy-now').click()
  await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=PRE\w+/)
  await addAddress(page, 'Visiting Tourist')
  await page.getByTestId('order-confirm').getByRole('radio', { name: 'Cash on delivery' }).click()
  const { result } = await placeOrder(page, 'Cash on delivery')
  await expect(result).toHaveAttribute('data-state', 'cod')
  await result.getByRole('link', { name: 'View order' }).click()
  // A checkout of one store opens that store's order, which follows the shipping.
  await expect(page).toHaveURL(/\/order\/order_detail\?orderNo=SH\d+$/)
  await expect(page.getByTestId('order-detail')).toContainText('Visiting Tourist')
})
