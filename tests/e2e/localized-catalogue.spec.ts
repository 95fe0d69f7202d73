/**
 * Localized catalogue content (decision 24): after switching to Русский, the catalogue text the API sends (category
 * bar, home sections, hot keywords, listing cards, product name, spec names, guarantees) is Russian too, not only the
 * interface strings. Product 1 and the "Earbuds" leaf (id 1008) are part of every seed.
 */
import { expect, test } from '@playwright/test'
import { gotoHydrated } from './support'

const CYRILLIC = /[\u0400-\u04ff]/
/** English catalogue words of the seed that must not show in Russian. */
const ENGLISH_WORDS = [
  'Electronics',
  'Home & Garden',
  'Beauty & Health',
  'Recommended for you',
  'Hot promotions',
  'New arrivals',
  'Buyer protection',
  'Tracked delivery',
  'earbuds',
  'Earbuds',
  'Color',
]

async function expectNoEnglish(text: string) {
  for (const word of ENGLISH_WORDS) expect(text, `"${word}" in Russian catalogue text`).not.toContain(word)
}

test('switching to Русский shows the Russian catalogue on home, a category listing and a product page', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  await expect(page.getByTestId('category-icon-bar')).toContainText('Electronics')
  await page.getByTestId('language-menu').click()
  await page.getByRole('menuitem', { name: 'Русский' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')

  // Home: the category bar, the section titles and the hot keywords follow the switch without a reload.
  const bar = page.getByTestId('category-icon-bar')
  await expect(bar).toContainText('Электроника')
  await expect(page.getByTestId('activity-recommended')).toContainText('Рекомендуем вам')
  await expect(page.getByTestId('hot-keywords')).toContainText('наушники')
  await expectNoEnglish(await bar.innerText())
  await expectNoEnglish(await page.getByTestId('activity-recommended').innerText())

  // A category listing: every card is named in Russian.
  await gotoHydrated(page, '/goods/goods_search?cid=1008')
  const cards = page.getByTestId('product-card')
  await expect(cards.first()).toContainText('наушники')
  for (const text of await cards.allInnerTexts()) {
    expect(text).toMatch(CYRILLIC)
    await expectNoEnglish(text)
  }

  // A product page: name, spec names and guarantees.
  await gotoHydrated(page, '/goods_detail/1')
  const title = page.getByRole('heading', { level: 1 })
  await expect(title).toHaveText(CYRILLIC)
  for (const row of await page.getByTestId('spec-row').all()) await expect(row).toHaveAttribute('aria-label', CYRILLIC)
  await expect(page.getByTestId('guarantees')).toContainText('Защита покупателя')
  await expectNoEnglish(await page.getByTestId('buy-box').innerText())
  await expectNoEnglish(await page.getByTestId('guarantees').innerText())
})
