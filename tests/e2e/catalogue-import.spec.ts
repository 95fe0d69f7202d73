/**
 * The catalogue import journey (docs/catalogue-feeds.md): an operator imports a Merchant Center feed with a photo
 * beside it, then its Russian texts; a shopper finds the product in search in English and in Russian, its photo at the
 * size the tile shows (the 320 px copy at 1024 px on a 1× screen, not the whole photo), and on its page the stage at
 * its own width (the 640 px copy for the 380 px stage) and the thumbnails at the small one (issue 32).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type Locator, test } from '@playwright/test'
import sharp from 'sharp'
import { JOURNEY_TIMEOUT, ops } from './after-purchase-support'
import { gotoHydrated, unique } from './support'

/** A photo-like JPEG (gradients and noise), as a merchant's camera would make, `edge` pixels square. */
async function photo(edge: number, tint: number): Promise<Buffer> {
  const pixels = Buffer.alloc(edge * edge * 3)
  for (let y = 0; y < edge; y++)
    for (let x = 0; x < edge; x++) {
      const i = (y * edge + x) * 3
      const noise = (x * 7919 + y * 104729) % 23
      pixels[i] = Math.min(255, (x * 232) / edge + noise)
      pixels[i + 1] = (y * 255) / edge
      pixels[i + 2] = Math.min(255, tint + noise)
    }
  return sharp(pixels, { raw: { width: edge, height: edge, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
}

const tsv = (rows: string[][]) => rows.map((row) => row.join('\t')).join('\n') + '\n'

/** What Chromium's Accept names for an <img>. */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

/**
 * The picture an <img> shows once it has loaded: the URL the browser chose from its srcset, and the pixel width and
 * type of what that URL answers the browser (`naturalWidth` is in CSS pixels, divided by the chosen density).
 */
async function shownPicture(img: Locator) {
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true)
  const url = await img.evaluate((element: HTMLImageElement) => element.currentSrc)
  const answer = await img.page().request.get(url, { headers: { accept: IMAGE_ACCEPT } })
  const { width, format } = await sharp(await answer.body()).metadata()
  return { url, width, format }
}

test('an imported product appears in search in English and Russian with its photo at the size shown', async ({
  page,
}, testInfo) => {
  test.setTimeout(JOURNEY_TIMEOUT)
  const tag = unique().slice(-7)
  const dir = mkdtempSync(path.join(tmpdir(), 'feed-e2e-'))
  try {
    writeFileSync(path.join(dir, 'poles-front.jpg'), await photo(1000, 90))
    writeFileSync(path.join(dir, 'poles-back.jpg'), await photo(1000, 200))
    const id = `E2E-POLES-${tag}`
    const feed = path.join(dir, 'feed.tsv')
    writeFileSync(
      feed,
      tsv([
        'id title description image_link additional_image_link price availability quantity product_type'.split(' '),
        [
          id,
          `Trailmate ${tag} trekking poles`,
          'A pair of carbon poles.',
          'poles-front.jpg',
          'poles-back.jpg',
          '59.00 USD',
          'in_stock',
          '12',
          'Sports & Outdoors > Camping & Hiking > Trekking Poles',
        ],
      ]),
    )
    const feedRu = path.join(dir, 'feed-ru.tsv')
    writeFileSync(
      feedRu,
      tsv([
        ['id', 'title', 'description'],
        [id, `Треккинговые палки Trailmate ${tag}`, 'Пара карбоновых палок.'],
      ]),
    )
    const imported = await ops<{ rejected: unknown[] }>('catalogue', 'import', feed, '--shop', '1')
    expect(imported.rejected).toEqual([])
    expect(
      (await ops<{ rejected: unknown[] }>('catalogue', 'import', feedRu, '--shop', '1', '--locale', 'ru')).rejected,
    ).toEqual([])

    // A 1024 px window on a 1× screen: a search tile is 240 px wide, so the 320 px copy fills it.
    await page.setViewportSize({ width: 1024, height: 800 })
    const search = `/goods/goods_search?title=${encodeURIComponent(`Trailmate ${tag}`)}`
    await gotoHydrated(page, search)
    const card = page.getByTestId('search-results').getByTestId('product-card').filter({ hasText: tag })
    await expect(card).toHaveCount(1)
    await expect(card).toContainText(`Trailmate ${tag} trekking poles`)
    const tile = await shownPicture(card.locator('img'))
    expect(tile.url).toMatch(/\/media\/uploads\/\d{4}\/\d{2}\/[\w-]+\.jpg\?w=320$/)
    expect(tile).toMatchObject({ width: 320, format: 'heif' })

    // In Russian: the same product under its Russian name, its photo the same small copy.
    await page.getByTestId('language-menu').click()
    await page.getByRole('menuitem', { name: 'Русский' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    await gotoHydrated(page, `/goods/goods_search?title=${encodeURIComponent(`палки Trailmate ${tag}`)}`)
    await expect(card).toHaveCount(1)
    await expect(card).toContainText(`Треккинговые палки Trailmate ${tag}`)
    expect(await shownPicture(card.locator('img'))).toEqual(tile)

    // Its page: the stage (the LCP image) 380 px wide at 1024 px takes the 640 px copy, the thumbnails the 320 px one.
    await card.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Треккинговые палки Trailmate ${tag}`)
    const stage = await shownPicture(page.getByTestId('gallery-main'))
    expect(stage.url).toMatch(/\.jpg\?w=640$/)
    expect(stage).toMatchObject({ width: 640, format: 'heif' })
    const thumbs = page.getByTestId('gallery-thumb').locator('img')
    await expect(thumbs).toHaveCount(2)
    for (const thumb of await thumbs.all()) {
      await thumb.scrollIntoViewIfNeeded()
      const shown = await shownPicture(thumb)
      expect(shown.url).toMatch(/\.jpg\?w=320$/)
      expect(shown.width).toBe(320)
    }
    await page.screenshot({ path: testInfo.outputPath('imported-product-1024.png') })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
