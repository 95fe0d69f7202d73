/**
 * The page tours (issue 15): every page type a shopper meets, signed out and signed in, in English, Russian and
 * Chinese. Each page is opened once and read by the checks that apply to its language (`page-checks.ts`):
 * - axe (en, ru): no violation of impact "serious" or "critical", the open states included (the login dialog, the
 *   mega menu, the chat panel);
 * - layout (en, ru, the key pages): at 1024, 1440 and 1920 px nothing scrolls sideways, no label is cut off where
 *   it has room, the header search is usable and the floating bar covers nothing;
 * - language (ru, zh-CN): no English word apart from brand and model names;
 * - one language per page (all three): no text in another interface language's script (Russian on an English page,
 *   Chinese on a Russian one), apart from parts marked with their own `lang` (the language menu).
 * Each test prints its axe table and counts for the closing note, then fails with every finding at once.
 */
import { expect, type Page, test } from '@playwright/test'
import { brandNames, checkWidths, englishOn, type Finding, foreignScriptOn, reportAxe, scan } from './page-checks'
import { memberTour, publicTour, signIn, type TourLocale, tourContext, type TourStop, visit } from './page-tour'
import { SHOPPER_ADDRESS } from './support'

const AXE: TourLocale[] = ['en', 'ru']
const LAYOUT: TourLocale[] = ['en', 'ru']
const LANGUAGE: TourLocale[] = ['ru', 'zh-CN']
const KEY_PAGES = new Set(['home', 'search goods', 'product detail', 'store home', 'cart', 'user centre', 'order list'])

/** The header's open states for axe: the mega menu, and the login dialog for guests or the chat panel for members. */
async function openStates(page: Page, signedIn: boolean): Promise<Finding[]> {
  const findings: Finding[] = []
  await visit(page, '/')
  await page.getByTestId('catalogue-button').click()
  await expect(page.getByTestId('mega-menu')).toBeVisible()
  findings.push(await scan(page, 'mega menu', '[data-testid="mega-menu"]'))
  await page.keyboard.press('Escape')
  if (!signedIn) {
    await page.getByTestId('sign-in').click()
    // The dialog's code loads on first open.
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 })
    findings.push(await scan(page, 'login dialog'))
    await page.keyboard.press('Escape')
  } else {
    await page.getByTestId('chat-launcher').click()
    await expect(page.getByTestId('chat-panel')).toBeVisible({ timeout: 30_000 })
    findings.push(await scan(page, 'chat panel'))
  }
  return findings
}

for (const locale of ['en', 'ru', 'zh-CN'] as TourLocale[]) {
  for (const signedIn of [false, true]) {
    const who = signedIn ? 'signed in' : 'signed out'
    const checks = [AXE.includes(locale) && 'axe', LAYOUT.includes(locale) && signedIn && 'layout', LANGUAGE.includes(locale) && 'language', 'one language'].filter(Boolean)
    test(`${locale}, ${who}: ${checks.join(', ')}`, async ({ browser, baseURL }) => {
      test.setTimeout(Number(process.env.TOUR_TIMEOUT ?? 420_000))
      const context = await tourContext(browser, baseURL!, locale)
      if (signedIn) await signIn(context)
      const page = await context.newPage()
      const stops: TourStop[] = signedIn
        ? [...(await publicTour(page)).slice(0, 4), ...(await memberTour(page))]
        : [...(await publicTour(page)), { name: 'login page', path: '/login' }]
      // Brands, and what the shopper typed in themselves, may stay Latin.
      const ownWords = `${SHOPPER_ADDRESS.realName} ${SHOPPER_ADDRESS.detail}`.split(' ')
      const allowedWords = new Set([...(await brandNames(page)), ...ownWords])
      const axe: Finding[] = []
      const layout: string[] = []
      const english = new Map<string, string>()
      const foreign = new Map<string, string>()
      for (const stop of stops) {
        await visit(page, stop.path)
        if (checks.includes('language')) await englishOn(page, stop.name, allowedWords, english)
        await foreignScriptOn(page, stop.name, locale, allowedWords, foreign)
        if (checks.includes('axe')) axe.push(await scan(page, stop.name))
        if (checks.includes('layout') && KEY_PAGES.has(stop.name)) {
          await checkWidths(page, stop.name, layout)
          await page.setViewportSize({ width: 1280, height: 900 })
        }
      }
      if (checks.includes('axe')) axe.push(...(await openStates(page, signedIn)))
      if (checks.includes('layout')) {
        // The header search stays usable at the narrowest width.
        await page.setViewportSize({ width: 1024, height: 900 })
        const search = page.getByTestId('site-header').locator('input').first()
        await search.fill('lamp')
        await search.press('Enter')
        await expect(page).toHaveURL(/\/goods\/goods_search\?.*title=lamp/)
      }
      await context.close()

      const problems = checks.includes('axe') ? reportAxe(`${who}, ${locale}`, axe) : []
      problems.push(...layout.map((p) => `layout ${p}`))
      problems.push(...[...english].map(([word, where]) => `English word ${word} (${where})`))
      problems.push(...[...foreign].map(([run, where]) => `another language: ${run} (${where})`))
      console.log(`tour ${locale}, ${who}: ${stops.length} pages; layout problems ${layout.length}; English words ${english.size}; other-language runs ${foreign.size}`)
      expect(problems).toEqual([])
    })
  }
}
