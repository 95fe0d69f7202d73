/**
 * Customer support as a new shopper would use it (decision 21): the guest is asked to sign in; a new shopper opens the
 * chat, sends text, an emoji and an image, and the operator's reply from the CLI appears without a reload. Then the
 * layout rules of docs/spec.md §9.19–§9.21 (#spec-9-19) at 1280, 1024, 800, 480 and 372 px.
 */
import { expect, type Page, test } from '@playwright/test'
import { JOURNEY_TIMEOUT, newShopper, ops, png } from './after-purchase-support'
import { gotoHydrated, LIGHT_PAGE } from './support'

async function openChat(page: Page) {
  await page.getByTestId('chat-launcher').click()
  const panel = page.getByRole('region', { name: 'Support chat' })
  await expect(panel.getByTestId('chat-greeting')).toBeVisible()
  return panel
}

const box = async (page: Page, testId: string) => (await page.getByTestId(testId).boundingBox())!

test('a new shopper chats with support and gets the operator’s reply live', async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT)
  await gotoHydrated(page, LIGHT_PAGE)
  await page.getByTestId('chat-launcher').click()
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Support chat' })).toHaveCount(0)

  const email = await newShopper(page)
  await gotoHydrated(page, LIGHT_PAGE)
  const panel = await openChat(page)
  await expect(panel.getByTestId('chat-greeting')).toContainText('factory prices')

  const input = panel.getByRole('textbox', { name: 'Your message' })
  const send = panel.getByRole('button', { name: 'Send', exact: true })
  await expect(send).toBeDisabled()
  expect(Number(await send.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(1)
  await input.fill('Hello, is delivery to Kazan possible?')
  await input.press('Enter')
  await expect(panel.getByTestId('chat-message-user').filter({ hasText: 'delivery to Kazan' })).toBeVisible()
  await expect(input).toHaveValue('')

  await panel.getByRole('button', { name: 'Insert an emoji' }).click()
  await page.getByRole('button', { name: 'Emoji 👍' }).click()
  await expect(input).toHaveValue('👍')
  await send.click()
  await expect(panel.getByTestId('chat-message-user').filter({ hasText: '👍' })).toBeVisible()

  await panel.locator('input[type="file"]').setInputFiles(png('photo.png'))
  const image = panel.getByTestId('chat-message-user').getByRole('button', { name: 'Open the image' })
  await expect(image).toBeVisible()
  await image.click()
  await expect(page.getByRole('dialog', { name: 'Image' }).getByRole('img', { name: 'Sent image' })).toBeVisible()
  await page.keyboard.press('Escape')

  const inbox = await ops<{ conversationId: number; shopper: string; lastMessage: string }[]>('chat-list')
  const mine = inbox.find((row) => row.shopper === email)
  expect(mine?.lastMessage).toMatch(/^\[image\] \/media\/uploads\//)
  await ops('chat-reply', String(mine!.conversationId), '--text', 'Yes, we deliver to Kazan in 5–7 days.')
  await expect(panel.getByTestId('chat-message-operator').filter({ hasText: 'we deliver to Kazan' })).toBeVisible({
    timeout: 15_000,
  })

  // The history is stored: after a reload the conversation shows the same messages in order.
  await page.reload()
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  const again = await openChat(page)
  const texts = await again.getByTestId(/chat-message-/).allTextContents()
  expect(texts.map((text) => text.replace(/\d{1,2}:\d\d(\s?[AP]M)?( UTC)?$/, ''))).toEqual([
    'Hello, is delivery to Kazan possible?',
    '👍',
    '',
    'Yes, we deliver to Kazan in 5–7 days.',
  ])
})

test('the chat and the floating bar follow the layout rules at 1280, 1024, 800, 480 and 372 px', async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT)
  await newShopper(page)
  await gotoHydrated(page, '/')
  await openChat(page)

  await page.setViewportSize({ width: 1280, height: 900 })
  expect((await box(page, 'chat-window')).width).toBe(450)
  await expect(page.getByTestId('chat-side-panel')).toBeVisible()
  await expect(page.getByTestId('floating-bar')).toBeVisible()
  const header = page.locator('[data-testid="chat-window"] header')
  expect((await header.boundingBox())!.height).toBe(56)

  await page.setViewportSize({ width: 1024, height: 800 })
  await expect(page.getByTestId('floating-bar')).toBeVisible()
  const bar = await box(page, 'floating-bar')
  // Every page container's content ends left of the bar.
  const contentRights = await page
    .locator('#content .shop-container')
    .evaluateAll((elements) =>
      elements.map((el) => el.getBoundingClientRect().right - parseFloat(getComputedStyle(el).paddingRight)),
    )
  expect(contentRights.length).toBeGreaterThan(0)
  for (const right of contentRights) expect(right).toBeLessThanOrEqual(bar.x)

  await page.setViewportSize({ width: 800, height: 800 })
  expect((await box(page, 'chat-window')).width).toBe(450)
  await expect(page.getByTestId('chat-side-panel')).toBeHidden()
  await expect(page.getByTestId('floating-bar')).toBeVisible()

  await page.setViewportSize({ width: 480, height: 800 })
  expect((await box(page, 'chat-window')).width).toBe(350)
  await expect(page.getByTestId('floating-bar')).toBeHidden()

  await page.setViewportSize({ width: 372, height: 800 })
  expect((await box(page, 'chat-window')).width).toBe(372)
  await expect(page.getByTestId('floating-bar')).toBeHidden()
})

test('the inquiry on a store page opens the chat with that store', async ({ page }) => {
  await newShopper(page)
  // Store 3 (Brightway) chooses the `message` service type: our own chat with the store.
  await gotoHydrated(page, '/merchant/merchant/home?id=3')
  await page.getByTestId('contact-seller').first().click()
  const panel = page.getByRole('region', { name: 'Support chat' })
  await expect(panel.getByRole('heading', { name: /Brightway/ })).toBeVisible()
  await expect(panel.getByTestId('chat-presence')).toContainText('Brightway')
  await expect(page.getByTestId('chat-side-panel').getByRole('link', { name: 'Visit store' })).toBeVisible()
  // The floating bar's inquiry on this page talks to the same store.
  await panel.getByRole('button', { name: 'Close the chat' }).click()
  await page.getByRole('button', { name: 'Merchant inquiry' }).click()
  await expect(panel.getByRole('heading', { name: /Brightway/ })).toBeVisible()
})
