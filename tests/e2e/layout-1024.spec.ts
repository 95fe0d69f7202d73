/**
 * Layout at desktop widths (issue 15): on the key pages at 1024, 1440 and 1920 px, in English and Russian, nothing
 * scrolls sideways, no label is cut off where it has room, the header search is visible and usable, and the
 * floating bar covers nothing of the page. One signed-in context per language; each page is opened once and resized.
 */
import { expect, type Page, test } from '@playwright/test'
import { memberTour, publicTour, signIn, type TourLocale, tourContext, visit } from './page-tour'

const WIDTHS = [1024, 1440, 1920]
const KEY_PAGES = new Set(['home', 'search goods', 'product detail', 'store home', 'cart', 'user centre', 'order list'])

interface LayoutReport {
  sideScroll: number
  clipped: string[]
  searchWidth: number
  underBar: string[]
}

/**
 * Measured in the page. A label is "cut off" when a visible element that clips its own text (overflow hidden or
 * clip, or an ellipsis) is wider inside than its box. Content that is shortened on purpose says so: multi-line
 * clamps (product names) and elements carrying their full text in a title attribute are left out.
 */
function measure(): LayoutReport {
  const describe = (el: Element) => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
    const id = el.getAttribute('data-testid') ?? el.className.toString().split(' ')[0] ?? ''
    return `${el.tagName.toLowerCase()}${id ? `.${id}` : ''} "${text}"`
  }
  // Visually hidden text (a 1 px clipped box, for screen readers) is not a label anyone sees.
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect()
    const style = getComputedStyle(el)
    return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.display !== 'none'
  }
  /** The part of `el` on screen: its box cut by every ancestor that clips (a carousel's off-screen slides are not). */
  const shownRect = (el: Element) => {
    const r = el.getBoundingClientRect()
    let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom]
    for (let a = el.parentElement; a; a = a.parentElement) {
      const style = getComputedStyle(a)
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
      const c = a.getBoundingClientRect()
      ;[left, top, right, bottom] = [Math.max(left, c.left), Math.max(top, c.top), Math.min(right, c.right), Math.min(bottom, c.bottom)]
    }
    return { left, top, right, bottom }
  }
  const clipped: string[] = []
  for (const el of document.querySelectorAll<HTMLElement>('body *')) {
    if (!el.textContent?.trim() || el.closest('[aria-hidden="true"], [data-testid="floating-bar"]') || !visible(el)) continue
    const style = getComputedStyle(el)
    const clips = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis'
    if (!clips || style.webkitLineClamp !== 'none' || el.title || el.closest('[title]')) continue
    const ownText = [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
    if (!ownText && el.children.length > 0 && style.textOverflow !== 'ellipsis') continue
    if (el.scrollWidth > el.clientWidth + 1) clipped.push(describe(el))
  }
  const search = document.querySelector<HTMLInputElement>('[data-testid="site-header"] input')
  const searchBox = search && visible(search) ? search.getBoundingClientRect() : null
  const bar = document.querySelector('[data-testid="floating-bar"]')
  const underBar: string[] = []
  if (bar && visible(bar)) {
    const b = bar.getBoundingClientRect()
    for (const el of document.querySelectorAll('main a, main button, main input, main h1, main h2, main h3, main p, main img, main label')) {
      if (!visible(el)) continue
      const r = shownRect(el)
      if (r.right <= r.left || r.bottom <= r.top) continue
      if (r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom) underBar.push(describe(el))
    }
  }
  return {
    sideScroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    clipped: [...new Set(clipped)],
    searchWidth: searchBox ? Math.round(searchBox.width) : 0,
    underBar: [...new Set(underBar)],
  }
}

async function checkWidths(page: Page, name: string, problems: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    // Components that follow the window width (the category bar's count) re-render on the next frames.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    const report = await page.evaluate(measure)
    const at = `${name} @${width}`
    if (report.sideScroll > 0) problems.push(`${at}: scrolls sideways by ${report.sideScroll}px`)
    if (report.searchWidth < 200) problems.push(`${at}: header search is ${report.searchWidth}px wide`)
    for (const label of report.clipped) problems.push(`${at}: cut off ${label}`)
    for (const label of report.underBar) problems.push(`${at}: under the floating bar ${label}`)
  }
}

for (const locale of ['en', 'ru'] as TourLocale[]) {
  test(`layout at 1024, 1440 and 1920 px, ${locale}: no sideways scroll, cut-off labels or content under the floating bar`, async ({ browser, baseURL }) => {
      test.setTimeout(Number(process.env.LAYOUT_TIMEOUT ?? 300_000))
    const context = await tourContext(browser, baseURL!, locale)
    await signIn(context)
    const page = await context.newPage()
    const stops = [...(await publicTour(page)), ...(await memberTour(page))].filter((stop) => KEY_PAGES.has(stop.name))
    const problems: string[] = []
    for (const stop of stops) {
      await visit(page, stop.path)
      await checkWidths(page, stop.name, problems)
    }
    // The header search stays usable at the narrowest width.
    await page.setViewportSize({ width: 1024, height: 900 })
    const search = page.getByTestId('site-header').locator('input').first()
    await search.fill('lamp')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/goods\/goods_search\?.*title=lamp/)
    await context.close()
    console.log(`layout ${locale}: ${stops.length} pages × ${WIDTHS.length} widths, ${problems.length} problems`)
    expect(problems).toEqual([])
  })
}
