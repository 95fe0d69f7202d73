/**
 * The styles gate (decision 23): what a shopper sees has its styles. Over the page tour (signed out and signed in)
 * and the states that only appear after a click (the login dialog in every mode, the order confirm page with each
 * payment choice and the points switch, the address form and its country list, the cart's select-all, the header
 * menus), every Mantine class in the DOM that Mantine's own stylesheets give a rule (`.m_9dc8ae12` for RadioCard's
 * card, `.mantine-focus-auto`…) must have a rule in a stylesheet the page has loaded. Per-component styles
 * (`scripts/vite-mantine-styles.ts`) that miss a component, or a part it is built from, fail here with the part's
 * name: `mantine-RadioCard-card (m_9dc8ae12) on confirm order`.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { memberTour, publicTour, signIn, tourContext, visit } from './page-tour'
import { AGREEMENT, chooseCountry } from './support'

const MANTINE_PACKAGES = ['@mantine/core', '@mantine/carousel', '@mantine/notifications', '@mantine/dropzone']
const packageRoot = (pkg: string) => dirname(createRequire(import.meta.url).resolve(`${pkg}/styles.css`))

/** Every class Mantine's complete stylesheets (the core and the satellite packages we use) give a rule. */
function mantineStyledClasses(): string[] {
  const classes = new Set<string>()
  for (const pkg of MANTINE_PACKAGES) {
    const selectors = readFileSync(join(packageRoot(pkg), 'styles.css'), 'utf8').replace(/\{[^{}]*\}/g, '{}')
    for (const [, name] of selectors.matchAll(/\.((?:m_[0-9a-f]+)|(?:mantine-[A-Za-z0-9_-]+))/g)) classes.add(name)
  }
  return [...classes]
}

/** Mantine's hashed class → the part it styles (`m_9dc8ae12` → `RadioCard.card`), from its compiled CSS modules. */
function partNames(): Map<string, string> {
  const names = new Map<string, string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.module.mjs')) {
        for (const [, key, hash] of readFileSync(path, 'utf8').matchAll(/"([^"]+)":\s*"(m_[0-9a-f]+)"/g)) {
          names.set(hash, `${entry.name.replace('.module.mjs', '')}.${key}`)
        }
      }
    }
  }
  for (const pkg of MANTINE_PACKAGES) walk(join(packageRoot(pkg), 'esm'))
  return names
}

const STYLED = mantineStyledClasses()
const PARTS = partNames()
const hashOf = (part: string) => [...PARTS].find(([, name]) => name === part)?.[0]

/**
 * `visit` waits for `.mantine-Loader-root`, a static class this app does not render: wait for Mantine's hashed loader
 * and skeleton classes instead, so lazily loaded parts are on the page when it is read. A loader that stays is not
 * this gate's business.
 */
async function settle(page: Page) {
  const busy = page.locator(`.${hashOf('Loader.root')}, .${hashOf('Skeleton.root')}[data-visible="true"]`)
  await expect(busy).toHaveCount(0, { timeout: 15_000 }).catch(() => undefined)
}

/**
 * The Mantine classes on the page that Mantine's stylesheets style but no stylesheet the page has loaded does, each
 * named by the part it styles (the app renders without Mantine's static `mantine-*` classes: app-shell.tsx).
 */
async function unstyledOn(page: Page): Promise<string[]> {
  const missing = await page.evaluate((styled) => {
    const mantine = new Set(styled)
    const loaded = new Set<string>()
    const readRules = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) for (const [, name] of rule.selectorText.matchAll(/\.([A-Za-z0-9_-]+)/g)) loaded.add(name)
        const inner = (rule as CSSGroupingRule).cssRules
        if (inner) readRules(inner)
      }
    }
    for (const sheet of Array.from(document.styleSheets)) readRules(sheet.cssRules)
    const names = new Set<string>()
    for (const element of Array.from(document.querySelectorAll('[class*="mantine-"], [class*="m_"]'))) {
      for (const name of Array.from(element.classList)) {
        if ((name.startsWith('m_') || name.startsWith('mantine-')) && mantine.has(name) && !loaded.has(name)) names.add(name)
      }
    }
    return [...names]
  }, STYLED)
  return missing.map((name) => (PARTS.has(name) ? `${PARTS.get(name)} (${name})` : name)).sort()
}

test('every Mantine part a shopper sees has its styles on the page, opened states included', async ({ browser, baseURL }) => {
  test.setTimeout(Number(process.env.STYLES_TIMEOUT ?? 300_000))
  const context = await tourContext(browser, baseURL!, 'en')
  const page = await context.newPage()
  const problems = new Map<string, Set<string>>()
  const check = async (where: string) => {
    await settle(page)
    for (const part of await unstyledOn(page)) {
      if (!problems.has(part)) problems.set(part, new Set())
      problems.get(part)!.add(where)
    }
  }

  // Signed out: the public tour, the login page, the header's menus and the login dialog in every mode.
  for (const stop of [...(await publicTour(page.request)), { name: 'login page', path: '/login' }]) {
    await visit(page, stop.path)
    await check(stop.name)
  }
  await visit(page, '/')
  await page.getByTestId('catalogue-button').click()
  await expect(page.getByTestId('mega-menu')).toBeVisible()
  await check('mega menu')
  await page.keyboard.press('Escape')
  await page.getByTestId('language-menu').click()
  await expect(page.getByRole('menu')).toBeVisible()
  await check('language menu')
  await page.keyboard.press('Escape')
  await page.getByTestId('sign-in').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 })
  await dialog.getByRole('button', { name: 'Sign in' }).click()
  await expect(dialog.getByText('Please enter your e-mail', { exact: true })).toBeVisible()
  await check('login dialog, e-mail and password with errors')
  await dialog.getByText('SMS code', { exact: true }).click()
  await check('login dialog, SMS code')
  await dialog.getByText('E-mail', { exact: true }).click()
  await dialog.getByRole('button', { name: 'Forgot password?' }).click()
  await expect(dialog.getByRole('heading', { name: 'Forgot password' })).toBeVisible()
  await check('login dialog, forgot password')
  await dialog.getByRole('button', { name: 'Back to sign in' }).click()
  await dialog.getByRole('button', { name: 'Create an account' }).click()
  await expect(dialog.getByRole('heading', { name: 'Register' })).toBeVisible()
  await dialog.getByLabel(AGREEMENT).check()
  await check('login dialog, register by e-mail')
  await dialog.getByRole('tab', { name: 'Phone' }).click()
  await check('login dialog, register by phone')
  await dialog.getByRole('button', { name: 'Back to sign in' }).click()
  await dialog.getByRole('button', { name: 'Continue as a tourist' }).click()
  await expect(dialog.getByTestId('tourist-form')).toBeVisible()
  await dialog.getByLabel(AGREEMENT).check()
  await check('login dialog, tourist')
  await page.keyboard.press('Escape')

  // Signed in (a tourist account of the tour's own): the member tour, then the opened states.
  await signIn(context)
  const memberStops = await memberTour(page.request)
  for (const stop of memberStops) {
    await visit(page, stop.path)
    await check(stop.name)
  }
  await page.getByTestId('user-menu').hover()
  await expect(page.getByTestId('user-menu-support')).toBeVisible()
  await check('user menu')

  // The cart: select all off and on again.
  await visit(page, '/order/shopping_cart')
  const selectAll = page.getByTestId('select-all')
  await selectAll.click()
  await expect(selectAll).not.toBeChecked()
  await selectAll.click()
  await expect(selectAll).toBeChecked()
  await check('cart, select all')

  // The order confirm page: each payment choice, the points switch, the new-address dialog and its country list.
  const confirmPath = memberStops.find((stop) => stop.name === 'confirm order')!.path
  await visit(page, confirmPath)
  const confirm = page.getByTestId('order-confirm')
  for (const type of ['stripe', 'cod', 'bank']) {
    const choice = confirm.getByTestId(`pay-method-${type}`)
    if ((await choice.count()) === 0) continue
    await choice.click()
    await expect(choice).toHaveAttribute('aria-checked', 'true')
    await check(`confirm order, pay by ${type}`)
  }
  const points = confirm.getByTestId('use-points')
  if (await points.isEnabled()) {
    await points.click()
    await expect(points).toBeChecked()
  }
  await check('confirm order, points')
  await confirm.getByTestId('add-address').click()
  const addressDialog = page.getByRole('dialog', { name: 'Add address' })
  await expect(addressDialog.getByTestId('address-form')).toBeVisible({ timeout: 30_000 })
  await addressDialog.getByTestId('save-address').click()
  await chooseCountry(page, addressDialog, 'Russia')
  await check('confirm order, new address with errors')
  await page.keyboard.press('Escape')

  // The address book's form, with its country list open.
  await visit(page, '/users/address_list')
  await page.getByTestId('add-address').click()
  const form = page.getByTestId('address-form')
  await expect(form).toBeVisible({ timeout: 30_000 })
  const country = form.getByRole('combobox', { name: 'Country or region' })
  await country.click()
  await expect(page.getByRole('option').first()).toBeVisible()
  await check('address form, country list')
  await context.close()

  const report = [...problems].map(([part, where]) => `${part} on ${[...where].join(', ')}`)
  console.log(`styles gate: ${memberStops.length} member pages and the public tour; ${report.length} unstyled parts`)
  expect(report).toEqual([])
})

test('the gate can fail: a part whose stylesheet is absent is named', async ({ page }) => {
  await page.setContent('<style>.m_b6d8b162 { margin: 0 }</style><div class="m_9dc8ae12">card</div><p class="m_b6d8b162">text</p><i class="m_unknown">x</i>')
  expect(await unstyledOn(page)).toEqual(['RadioCard.card (m_9dc8ae12)'])
})
