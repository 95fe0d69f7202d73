/**
 * The page tours: every page type a shopper meets, signed out and signed in, in English, Russian and
 * Chinese, read by the checks of `page-checks.ts` at the cheapest layer that sees each failure:
 * - language (ru, zh-CN): no English word apart from brand and model names;
 * - one language per page (all three): no text in another interface language's script (Russian on an English page,
 *   Chinese on a Russian one), apart from parts marked with their own `lang` (the language menu).
 *   Both read every page's server-rendered HTML over HTTP (as the deep-link fuzz does), and the hydrated home page
 *   of each language in Chromium (lazy sections, text that only the browser renders): one test per language.
 * - the page's language (all three, on the same HTML): `<html lang>` is the shopper's language and every `lang`
 *   attribute is a valid language tag (axe's html-has-lang, html-lang-valid and valid-lang, without a browser);
 * - axe (in Chromium): no violation of impact "serious" or "critical", the open states included (the login dialog,
 *   the mega menu, the chat panel). English on every page; Russian on the key pages, where the layout check opens
 *   them anyway (decision 40). A public page is read signed out; signed in, axe reads the home page (the member's
 *   header) and the member pages, not the public pages again: away from home it leaves the header out, and the rest
 *   of a public page is the guest's (decision 65): axe judges structure, names, roles and contrast, which a translation does not change,
 *   and what it does change (the lang attributes, an untranslated or empty text) the HTML checks above read on every
 *   page. TOUR_FULL=1 (`npm run test:e2e:full`) runs axe in Russian on every page too. The site header and footer,
 *   the same on every page, are read on each tour's home page and left out of the others (decision 41);
 * - styles (en, in Chromium, on the pages axe opens): the styles gate's check (mantine-styles.ts, decision 23), every
 *   Mantine part on the page has its stylesheet; styles.spec.ts checks the states opened by a click;
 * - layout (en, ru, signed in, the key pages, in Chromium): at 1024, 1440 and 1920 px nothing scrolls sideways, no
 *   label is cut off where it has room, the header search is usable and the floating bar covers nothing.
 * The Chromium tours load and hydrate home, read the header's open states there, and reach every other stop inside the
 * app (visitInApp, decision 73): the rendered page is the same, and what only a full load shows is read by the HTML
 * tours, the fuzz's Chromium sample and deep-links.spec.ts.
 * Each test prints its tables and counts for the closing note, then fails with every finding at once.
 */
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test'
import {
  brandNames,
  checkWidths,
  englishIn,
  type Finding,
  foreignScriptIn,
  htmlTexts,
  langProblemsIn,
  reportAxe,
  scan,
  shownTextsOf,
} from './page-checks'
import { checkStyles, stylesReport } from './mantine-styles'
import {
  memberTour,
  publicTour,
  signIn,
  type TourLocale,
  tourContext,
  type TourStop,
  visit,
  visitInApp,
} from './page-tour'
import { inPool, SHOPPER_ADDRESS } from './support'

const AXE: TourLocale[] = ['en', 'ru']
/** The languages axe reads every page in; the other AXE languages are read on the KEY_PAGES. */
const AXE_EVERY_PAGE: TourLocale[] = process.env.TOUR_FULL === '1' ? AXE : ['en']
const LAYOUT: TourLocale[] = ['en', 'ru']
const LANGUAGE: TourLocale[] = ['ru', 'zh-CN']
const KEY_PAGES = new Set(['home', 'search goods', 'product detail', 'store home', 'cart', 'user centre', 'order list'])
/**
 * The site header and footer, the same on every page of a tour: axe reads them on the tour's home page (and their
 * open states in `openStates`), and on the other pages reads everything else.
 */
const SHELL = '[data-testid="site-header"], [data-testid="site-footer"]'
/** The public stops of the signed-in tour, opened for the layout check (KEY_PAGES) only; home is read in full. */
const PUBLIC_STOPS = 4
/** Server-rendered pages the HTML tours fetch at once. */
const HTML_IN_FLIGHT = 4

// Each test makes its own contexts and shopper: the seven run on both workers side by side (each worker's shop is its
// own), not one after another on one worker as a file's tests do (decision 57).
test.describe.configure({ mode: 'parallel' })

/** The tour's pages: all public ones for a guest; a few public ones and every member page for a shopper. */
async function tourStops(request: APIRequestContext, signedIn: boolean): Promise<TourStop[]> {
  return signedIn
    ? [...(await publicTour(request)).slice(0, PUBLIC_STOPS), ...(await memberTour(request))]
    : [...(await publicTour(request)), { name: 'login page', path: '/login' }]
}

/** Brands, and what the shopper typed in themselves, may stay Latin. */
async function allowedWordsFor(request: APIRequestContext): Promise<Set<string>> {
  const ownWords = `${SHOPPER_ADDRESS.realName} ${SHOPPER_ADDRESS.detail}`.split(' ')
  return new Set([...(await brandNames(request)), ...ownWords])
}

/**
 * The header's open states for axe, on the tour's home page (read just before): for guests the mega menu (the same for
 * members) and the login dialog, with the page behind it; for members the chat panel alone. Each is closed again.
 */
async function openStates(page: Page, signedIn: boolean): Promise<Finding[]> {
  const findings: Finding[] = []
  if (!signedIn) {
    await page.getByTestId('catalogue-button').click()
    await expect(page.getByTestId('mega-menu')).toBeVisible()
    findings.push(await scan(page, 'mega menu', { include: '[data-testid="mega-menu"]' }))
    await page.keyboard.press('Escape')
    await page.getByTestId('sign-in').click()
    // The dialog's code loads on first open.
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 })
    findings.push(await scan(page, 'login dialog'))
    await page.keyboard.press('Escape')
  } else {
    await page.getByTestId('chat-launcher').click()
    await expect(page.getByTestId('chat-panel')).toBeVisible({ timeout: 30_000 })
    findings.push(await scan(page, 'chat panel', { include: '[data-testid="chat-panel"]' }))
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('chat-panel')).toBeHidden()
  }
  return findings
}

/** A signed-out and a signed-in context of one language (the `locale` cookie, as for a returning shopper). */
async function contexts(
  browser: Parameters<typeof tourContext>[0],
  baseURL: string,
  locale: TourLocale,
): Promise<[BrowserContext, BrowserContext]> {
  const guest = await tourContext(browser, baseURL, locale)
  const member = await tourContext(browser, baseURL, locale)
  await signIn(member)
  return [guest, member]
}

for (const locale of ['en', 'ru', 'zh-CN'] as TourLocale[]) {
  const checks = [LANGUAGE.includes(locale) && 'language', 'one language'].filter(Boolean)
  test(`${locale}: ${checks.join(', ')} of every page's HTML, signed out and in, and of the hydrated home page`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(Number(process.env.TOUR_TIMEOUT ?? 420_000))
    const english = new Map<string, string>()
    const foreign = new Map<string, string>()
    const read = (texts: string[], where: string, allowed: Set<string>) => {
      if (checks.includes('language')) englishIn(texts, where, allowed, english)
      foreignScriptIn(texts, where, locale, allowed, foreign)
    }
    const [guest, member] = await contexts(browser, baseURL!, locale)
    const allowedWords = await allowedWordsFor(guest.request)
    let pages = 0
    const langs: string[] = []
    for (const [context, who] of [
      [guest, 'signed out'],
      [member, 'signed in'],
    ] as const) {
      const stops = await tourStops(context.request, who === 'signed in')
      // A few pages in flight (the shop renders one while the test parses another); read in the tour's order.
      const pagesRead = await inPool(stops, HTML_IN_FLIGHT, async (stop) => {
        const response = await context.request.get(stop.path)
        expect(response.status(), `${who} ${stop.name} ${stop.path}`).toBeLessThan(500)
        const html = await response.text()
        return { texts: htmlTexts(html), langs: langProblemsIn(html, locale) }
      })
      for (const [i, stop] of stops.entries()) {
        read(pagesRead[i].texts, `${stop.name} (${who})`, allowedWords)
        langs.push(...pagesRead[i].langs.map((problem) => `${problem} (${stop.name}, ${who})`))
        pages++
      }
    }
    // The hydrated page: what only the browser renders (lazy sections, client-side texts) is read there.
    for (const [context, who] of [
      [guest, 'signed out'],
      [member, 'signed in'],
    ] as const) {
      const page = await context.newPage()
      await visit(page, '/')
      read(await shownTextsOf(page), `home, hydrated (${who})`, allowedWords)
      await page.close()
    }
    await guest.close()
    await member.close()

    const problems = [...english].map(([word, where]) => `English word ${word} (${where})`)
    problems.push(...[...foreign].map(([run, where]) => `another language: ${run} (${where})`), ...langs)
    console.log(
      `tour ${locale}, HTML: ${pages} pages + 2 hydrated; English words ${english.size}; other-language runs ${foreign.size}`,
    )
    expect(problems).toEqual([])
  })

  if (!AXE.includes(locale)) continue
  for (const signedIn of [false, true]) {
    const who = signedIn ? 'signed in' : 'signed out'
    const layout = LAYOUT.includes(locale) && signedIn
    test(`${locale}, ${who}: axe${layout ? ', layout' : ''}${locale === 'en' ? ', styles' : ''} in Chromium`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(Number(process.env.TOUR_TIMEOUT ?? 420_000))
      const context = await tourContext(browser, baseURL!, locale)
      if (signedIn) await signIn(context)
      const page = await context.newPage()
      const all = await tourStops(context.request, signedIn)
      // Signed in, a public page other than home is the guest's page under the member's header (read on home).
      const publicOnly = new Set(signedIn ? all.slice(1, PUBLIC_STOPS).map((stop) => stop.name) : [])
      const stops = all.filter(
        (stop) =>
          (AXE_EVERY_PAGE.includes(locale) || KEY_PAGES.has(stop.name)) &&
          (!publicOnly.has(stop.name) || (layout && KEY_PAGES.has(stop.name))),
      )
      const axe: Finding[] = []
      const widths: string[] = []
      const unstyled = new Map<string, Set<string>>()
      // The first stop (home) is loaded and hydrated; the others are reached inside the app (visitInApp).
      for (const [i, stop] of stops.entries()) {
        await (i === 0 ? visit(page, stop.path) : visitInApp(page, stop.path))
        if (!publicOnly.has(stop.name)) {
          axe.push(await scan(page, stop.name, stop.name === 'home' ? {} : { exclude: SHELL }))
          if (locale === 'en') await checkStyles(page, stop.name, unstyled)
        }
        if (layout && KEY_PAGES.has(stop.name)) {
          await checkWidths(page, stop.name, widths)
          await page.setViewportSize({ width: 1280, height: 900 })
        }
        if (stop.name === 'home') axe.push(...(await openStates(page, signedIn)))
      }
      if (layout) {
        // The header search stays usable at the narrowest width.
        await page.setViewportSize({ width: 1024, height: 900 })
        const search = page.getByTestId('site-header').locator('input').first()
        await search.fill('lamp')
        await search.press('Enter')
        await expect(page).toHaveURL(/\/goods\/goods_search\?.*title=lamp/)
      }
      await context.close()

      const problems = reportAxe(`${who}, ${locale}`, axe)
      problems.push(...widths.map((p) => `layout ${p}`), ...stylesReport(unstyled).map((p) => `unstyled ${p}`))
      console.log(`tour ${locale}, ${who}: ${stops.length} pages; layout problems ${widths.length}`)
      expect(problems).toEqual([])
    })
  }
}
