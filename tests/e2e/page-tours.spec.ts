/**
 * The page tours: every page type a shopper meets, signed out and signed in, in English, Russian and
 * Chinese, read by the checks of `page-checks.ts` at the cheapest layer that sees each failure:
 * - language (ru, zh-CN): no English word apart from brand and model names;
 * - one language per page (all three): no text in another interface language's script (Russian on an English page,
 *   Chinese on a Russian one), apart from parts marked with their own `lang` (the language menu).
 *   Both read every page's server-rendered HTML over HTTP (as the deep-link fuzz does), and the hydrated home page
 *   of each language, signed out and in, in Chromium (lazy sections, text that only the browser renders): one test per
 *   language, but a home page an axe tour of the same language and state loads anyway is read there (decision 118).
 * - the page's language (all three, on the same HTML): `<html lang>` is the shopper's language and every `lang`
 *   attribute is a valid language tag (axe's html-has-lang, html-lang-valid and valid-lang, without a browser);
 * - axe (in Chromium): no violation of impact "serious" or "critical", the open states included (the login dialog,
 *   the mega menu, the chat panel). English on every page; Russian on the signed-in tour's key pages, where the layout
 *   check opens them anyway (decision 40): the guest's pages are the same templates as in English, read there
 *   (decision 118). A public page is read signed out; signed in, axe reads the home page's member parts (the header,
 *   the hero with the user card, the merchant entry; in full where no guest tour of the language read it) and the
 *   member pages, not the public pages again: away from home it leaves the header out, and the rest
 *   of a public page is the guest's (decision 65): axe judges structure, names, roles and contrast, which a translation does not change,
 *   and what it does change (the lang attributes, an untranslated or empty text) the HTML checks above read on every
 *   page. TOUR_FULL=1 (`npm run test:e2e:full`) runs axe in Russian on every page, signed out too. The site header and footer,
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
/**
 * The languages with a signed-out axe tour; the others' guest pages are the English tour's templates, with the
 * same DOM in another language (decision 118). Every AXE language has a signed-in one (with the layout check).
 */
const AXE_SIGNED_OUT: TourLocale[] = process.env.TOUR_FULL === '1' ? AXE : ['en']
/** Whether an axe tour of this language and sign-in state runs (it loads and hydrates the home page). */
const axeTour = (locale: TourLocale, signedIn: boolean) =>
  AXE.includes(locale) && (signedIn || AXE_SIGNED_OUT.includes(locale))
const LAYOUT: TourLocale[] = ['en', 'ru']
const LANGUAGE: TourLocale[] = ['ru', 'zh-CN']
const KEY_PAGES = new Set(['home', 'search goods', 'product detail', 'store home', 'cart', 'user centre', 'order list'])
/**
 * The site header and footer, the same on every page of a tour: axe reads them on the tour's home page (and their
 * open states in `openStates`), and on the other pages reads everything else.
 */
const SHELL = '[data-testid="site-header"], [data-testid="site-footer"]'
/**
 * What of the home page a session changes (the header's user menu, the hero's shortcuts and user card, the merchant
 * entry): the signed-in tour's axe reads these on home where the guest tour of its language read the whole page.
 */
const MEMBER_PARTS = '[data-testid="site-header"], [data-testid="home-hero"], [data-testid="home-merchant-entry"]'
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
    // The dialog's code loads on first open. The page behind it is home, read just before: Mantine's modal leaves it
    // as it was (no aria-hidden, no inert), so axe reads the dialog.
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 })
    findings.push(await scan(page, 'login dialog', { include: '[role="dialog"]' }))
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

/**
 * The language checks of one language's tour: `read` adds a page's texts' findings, `problems` lists them. The HTML
 * test and the axe tours (which read the hydrated home page they load) each keep their own.
 */
function languageChecks(locale: TourLocale, allowedWords: Set<string>) {
  const checks = [LANGUAGE.includes(locale) && 'language', 'one language'].filter(Boolean)
  const english = new Map<string, string>()
  const foreign = new Map<string, string>()
  return {
    checks,
    english,
    foreign,
    read(texts: string[], where: string) {
      if (checks.includes('language')) englishIn(texts, where, allowedWords, english)
      foreignScriptIn(texts, where, locale, allowedWords, foreign)
    },
    problems: () => [
      ...[...english].map(([word, where]) => `English word ${word} (${where})`),
      ...[...foreign].map(([run, where]) => `another language: ${run} (${where})`),
    ],
  }
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
  const { checks } = languageChecks(locale, new Set())
  test(`${locale}: ${checks.join(', ')} of every page's HTML, signed out and in, and of the hydrated home page`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(Number(process.env.TOUR_TIMEOUT ?? 420_000))
    const [guest, member] = await contexts(browser, baseURL!, locale)
    const language = languageChecks(locale, await allowedWordsFor(guest.request))
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
        language.read(pagesRead[i].texts, `${stop.name} (${who})`)
        langs.push(...pagesRead[i].langs.map((problem) => `${problem} (${stop.name}, ${who})`))
        pages++
      }
    }
    // The hydrated page: what only the browser renders (lazy sections, client-side texts) is read there, unless this
    // language's axe tour of the same state loads it anyway and reads it (decision 118).
    let hydrated = 0
    for (const [context, who] of [
      [guest, 'signed out'],
      [member, 'signed in'],
    ] as const) {
      if (axeTour(locale, who === 'signed in')) continue
      const page = await context.newPage()
      await visit(page, '/')
      language.read(await shownTextsOf(page), `home, hydrated (${who})`)
      await page.close()
      hydrated++
    }
    await guest.close()
    await member.close()

    const problems = [...language.problems(), ...langs]
    console.log(
      `tour ${locale}, HTML: ${pages} pages + ${hydrated} hydrated; English words ${language.english.size}; other-language runs ${language.foreign.size}`,
    )
    expect(problems).toEqual([])
  })

  for (const signedIn of [false, true]) {
    if (!axeTour(locale, signedIn)) continue
    const who = signedIn ? 'signed in' : 'signed out'
    // The guest tour of this language read the whole home page; the member's axe reads what the session changes.
    const homeScope = signedIn && axeTour(locale, false) ? { include: MEMBER_PARTS } : {}
    const layout = LAYOUT.includes(locale) && signedIn
    test(`${locale}, ${who}: axe${layout ? ', layout' : ''}${locale === 'en' ? ', styles' : ''}, the hydrated home's language in Chromium`, async ({
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
      const language = languageChecks(locale, await allowedWordsFor(context.request))
      // The first stop (home) is loaded and hydrated; the others are reached inside the app (visitInApp).
      for (const [i, stop] of stops.entries()) {
        await (i === 0 ? visit(page, stop.path) : visitInApp(page, stop.path))
        // The hydrated home page's language checks of the HTML test (which leaves this state's home to this tour).
        if (stop.name === 'home') language.read(await shownTextsOf(page), `home, hydrated (${who})`)
        if (!publicOnly.has(stop.name)) {
          axe.push(await scan(page, stop.name, stop.name === 'home' ? homeScope : { exclude: SHELL }))
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
      problems.push(...language.problems())
      console.log(`tour ${locale}, ${who}: ${stops.length} pages; layout problems ${widths.length}`)
      expect(problems).toEqual([])
    })
  }
}
