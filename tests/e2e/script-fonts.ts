/**
 * Which font Chromium drew the Thai and Lao letters of a page with, through the DevTools protocol: the shop's own
 * Noto Sans Thai and Lao faces (src/ui/fonts.css) or a system font, which on a machine without those scripts shows
 * empty boxes (decision 35).
 */
import { expect, type Page } from '@playwright/test'
import { STILL_SERVER_HTML } from './support'

/**
 * Splits every shown text node at its Thai and Lao letter runs, keeps the runs on `window.__scriptRuns` for the
 * DevTools protocol to reach, and returns their texts. A run holds one script only, so the fonts Chromium drew it with
 * are the fonts of those letters alone (a follower count's digits may come from the system font), but for the "…" of
 * a box that cuts its text with `text-overflow: ellipsis` or a line clamp, which is drawn in the box's first font.
 */
function markScriptRuns(): { text: string; ellipsis: boolean }[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const shown: Text[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = document.createRange()
    range.selectNodeContents(node)
    if (range.getClientRects().length > 0) shown.push(node as Text)
  }
  const runs: Text[] = []
  const script = /[\u0E00-\u0E7F]+|[\u0E80-\u0EFF]+/
  for (let text of shown) {
    for (let match = script.exec(text.data); match; match = script.exec(text.data)) {
      if (match.index > 0) text = text.splitText(match.index)
      const rest = match[0].length < text.data.length ? text.splitText(match[0].length) : null
      runs.push(text)
      if (!rest) break
      text = rest
    }
  }
  ;(window as unknown as { __scriptRuns: Text[] }).__scriptRuns = runs
  return runs.map((run) => {
    let ellipsis = false
    for (let el = run.parentElement; el && !ellipsis; el = el.parentElement) {
      const style = getComputedStyle(el)
      ellipsis =
        (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth) ||
        (style.webkitLineClamp !== 'none' && el.scrollHeight > el.clientHeight)
    }
    return { text: run.data, ellipsis }
  })
}

/**
 * The Thai and Lao letters on the page that Chromium drew with another font than the shop's own Noto Sans Thai or Lao
 * (CSS.getPlatformFontsForNode): a system font without them shows empty boxes, one with them is not ours. Empty
 * when every run is in its face.
 */
export async function lettersInFallbackFonts(page: Page): Promise<string[]> {
  // The runs are split out of their text nodes: a part React has not hydrated yet would then not match its HTML.
  await expect(page.locator(STILL_SERVER_HTML), 'the page has hydrated before its text nodes are split').toHaveCount(0)
  await page.evaluate(() => document.fonts.ready)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  await cdp.send('DOM.getDocument', { depth: 0 })
  const runs = await page.evaluate(markScriptRuns)
  // The runs' objects in one round trip, then each run's node and fonts, all runs at once (the protocol answers in
  // turn; a run at a time waited three round trips each). A run the page has re-rendered since has no node any more:
  // it is named, and the caller's poll reads the page again.
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'window.__scriptRuns' })
  const { result: items } = await cdp.send('Runtime.getProperties', { objectId: result.objectId!, ownProperties: true })
  const drawnFonts = await Promise.all(
    runs.map(async (_, i) => {
      const objectId = items.find((item) => item.name === String(i))?.value?.objectId
      try {
        const { nodeId } = await cdp.send('DOM.requestNode', { objectId: objectId! })
        return (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts
      } catch {
        return null
      }
    }),
  )
  const found = new Set<string>()
  for (const [i, { text, ellipsis }] of runs.entries()) {
    const drawn = drawnFonts[i]
    if (!drawn) {
      found.add(`“${text}” was re-rendered while its fonts were read`)
      continue
    }
    const fonts = ellipsis ? drawn.filter((font) => font.isCustomFont || font.glyphCount > 1) : drawn
    const face = /[\u0E00-\u0E7F]/.test(text) ? 'Noto Sans Thai' : 'Noto Sans Lao'
    const ours = (font: (typeof fonts)[number]) => font.isCustomFont && font.familyName.startsWith(face)
    if (fonts.length === 0 || !fonts.every(ours))
      found.add(
        `“${text}” in ${fonts.map((font) => `${font.familyName}${font.isCustomFont ? '' : ' (system)'}`).join(', ') || 'no font'}`,
      )
  }
  await cdp.detach()
  return [...found]
}
