/**
 * The accessibility gate (issue 15): axe-core on every page type, signed out and signed in, in English and Russian,
 * with no violation of impact "serious" or "critical". Open states are scanned too: the login dialog, the mega
 * menu and the chat panel. One browser context per language and sign-in state keeps the run short; each test
 * prints a page × violations table for the closing note.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { memberTour, publicTour, signIn, type TourLocale, tourContext, type TourStop, visit } from './page-tour'

const GATED = new Set(['serious', 'critical'])

interface Finding {
  page: string
  counts: Record<string, number>
  blocking: string[]
}

async function scan(page: Page, name: string, include?: string): Promise<Finding> {
  // Legacy mode runs axe in the page itself (no extra page per scan); only violations are serialized.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  const counts: Record<string, number> = {}
  const blocking: string[] = []
  for (const violation of violations) {
    const impact = violation.impact ?? 'minor'
    counts[impact] = (counts[impact] ?? 0) + violation.nodes.length
    if (!GATED.has(impact)) continue
    for (const node of violation.nodes.slice(0, Number(process.env.A11Y_NODES ?? 3))) blocking.push(`${violation.id} (${impact}) ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''} ${node.html.slice(0, 100)}`)
  }
  return { page: name, counts, blocking }
}

function report(title: string, findings: Finding[]) {
  const rows = findings.map((f) => {
    const c = (k: string) => String(f.counts[k] ?? 0).padStart(3)
    return `  ${f.page.padEnd(24)} critical ${c('critical')}  serious ${c('serious')}  moderate ${c('moderate')}  minor ${c('minor')}`
  })
  console.log(`axe ${title}\n${rows.join('\n')}`)
  const blocking = findings.flatMap((f) => f.blocking.map((b) => `${f.page}: ${b}`))
  expect(blocking, `serious or critical axe violations (${title})`).toEqual([])
}

async function tour(page: Page, stops: TourStop[]): Promise<Finding[]> {
  const findings: Finding[] = []
  for (const stop of stops) {
    await visit(page, stop.path)
    findings.push(await scan(page, stop.name))
  }
  return findings
}

/** The header's open states: the mega menu and (for guests) the login dialog; the chat panel when it exists. */
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
    await visit(page, '/login')
    findings.push(await scan(page, 'login page'))
  } else {
    await page.getByTestId('chat-launcher').click()
    await expect(page.getByTestId('chat-panel')).toBeVisible({ timeout: 30_000 })
    findings.push(await scan(page, 'chat panel'))
  }
  return findings
}

for (const locale of ['en', 'ru'] as TourLocale[]) {
  test(`axe: signed out, ${locale}: no serious or critical violations`, async ({ browser, baseURL }) => {
    test.setTimeout(Number(process.env.A11Y_TIMEOUT ?? 300_000))
    const context = await tourContext(browser, baseURL!, locale)
    const page = await context.newPage()
    const findings = await tour(page, await publicTour(page))
    findings.push(...(await openStates(page, false)))
    await context.close()
    report(`signed out, ${locale}`, findings)
  })

  test(`axe: signed in, ${locale}: no serious or critical violations`, async ({ browser, baseURL }) => {
    test.setTimeout(Number(process.env.A11Y_TIMEOUT ?? 420_000))
    const context = await tourContext(browser, baseURL!, locale)
    await signIn(context)
    const page = await context.newPage()
    const stops = [...(await publicTour(page)).slice(0, 4), ...(await memberTour(page))]
    const findings = await tour(page, stops)
    findings.push(...(await openStates(page, true)))
    await context.close()
    report(`signed in, ${locale}`, findings)
  })
}
