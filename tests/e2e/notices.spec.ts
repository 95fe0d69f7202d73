/**
 * Notices as a new shopper meets them: an order bought cash on delivery is shipped by the operator (the ops CLI),
 * the header bell shows the notice, opening it marks it read and the badge drops without a reload; a Russian
 * shopper reads the same notice in Russian.
 */
import { expect, type Page, test } from '@playwright/test'
import { buy, JOURNEY_TIMEOUT, newShopper, ops } from './after-purchase-support'
import { buyableProducts, gotoHydrated, LIGHT_PAGE } from './support'

test.describe.configure({ mode: 'serial' })

const unreadOf = async (page: Page) => Number(await page.getByTestId('notice-bell').getAttribute('data-unread'))

test('the bell shows a shipped order, opening it marks it read and the count drops', async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT)
  await newShopper(page)
  const [product] = await buyableProducts(page.request, 1)
  const { orderNo } = await buy(page.request, product!, 'cod')
  await ops('ship', orderNo, '--virtual')

  await gotoHydrated(page, LIGHT_PAGE)
  const bell = page.getByTestId('notice-bell')
  await expect.poll(() => unreadOf(page)).toBeGreaterThan(0)
  const before = await unreadOf(page)
  await bell.click()
  const item = page.getByTestId('bell-notice').filter({ hasText: 'Your order has shipped' })
  await expect(item).toBeVisible()
  // The time is the shopper's locale, never the raw wire string.
  await expect(item.locator('time')).not.toHaveText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)
  await item.click()

  await expect(page).toHaveURL(/\/notices\/notice_details\?menuCur=1010&notice=\d+/)
  await expect(page.getByTestId('notice-title')).toHaveText('Your order has shipped')
  await expect(page.getByTestId('notice-content')).toContainText(orderNo)
  await expect(bell).toHaveAttribute('data-disabled', 'true')
  await expect.poll(() => unreadOf(page)).toBe(before - 1)
  // The account sidebar's count follows (the same query as the bell).
  await expect(page.getByTestId('centre-unread-notices')).toHaveText(String(before - 1))

  // The list's read tab has it; the unread tab no longer does.
  await page.getByRole('link', { name: 'Back to notices' }).click()
  await page.getByTestId('notice-tab-read').click()
  await expect(page).toHaveURL(/type=read/)
  await expect(page.getByTestId('notice-row').filter({ hasText: 'Your order has shipped' })).toBeVisible()
  await page.getByTestId('notice-tab-unread').click()
  await expect(page.getByTestId('notice-row').first()).toBeVisible()
  await expect(page.getByTestId('notice-row').filter({ hasText: 'Your order has shipped' })).toHaveCount(0)
})

test('a Russian shopper reads the shipped notice in Russian', async ({ page, baseURL }) => {
  test.setTimeout(JOURNEY_TIMEOUT)
  await page.context().addCookies([{ name: 'locale', value: 'ru', url: baseURL! }])
  await newShopper(page)
  const [product] = await buyableProducts(page.request, 1)
  const { orderNo } = await buy(page.request, product!, 'cod')
  await ops('ship', orderNo, '--virtual')

  await gotoHydrated(page, '/notices/notice_list?type=service')
  const row = page.getByTestId('notice-row').filter({ hasText: 'Ваш заказ отправлен' })
  await expect(row).toBeVisible()
  await expect(row).toContainText(`Заказ ${orderNo} уже в пути.`)
  await row.getByRole('link').click()
  await expect(page.getByTestId('notice-title')).toHaveText('Ваш заказ отправлен')
})
