/**
 * The styles gate (decision 23): what a shopper sees has its styles. Over the page tour (signed out and signed in;
 * checked by the English axe tours of page-tours.spec.ts, which open every page of it anyway: decision 40) and here
 * the states that only appear after a click (the login dialog in every mode, the order confirm page with each
 * payment choice and the points switch, the address form and its country list, the cart's select-all, the header
 * menus), every Mantine class in the DOM that Mantine's own stylesheets give a rule (`.m_9dc8ae12` for RadioCard's
 * card, `.mantine-focus-auto`…) must have a rule in a stylesheet the page has loaded. Per-component styles
 * (`scripts/vite-mantine-styles.ts`) that miss a component, or a part it is built from, fail here with the part's
 * name: `mantine-RadioCard-card (m_9dc8ae12) on confirm order`.
 */
import { expect, test } from '@playwright/test'
import { checkStyles, stylesReport, unstyledOn } from './mantine-styles'
import { memberTour, signIn, tourContext, visit, visitInApp } from './page-tour'
import { AGREEMENT, chooseCountry, LIGHT_PAGE } from './support'

test('every Mantine part of the opened states has its styles on the page', async ({ browser, baseURL }) => {
  test.setTimeout(Number(process.env.STYLES_TIMEOUT ?? 300_000))
  const context = await tourContext(browser, baseURL!, 'en')
  const page = await context.newPage()
  const problems = new Map<string, Set<string>>()
  const check = (where: string) => checkStyles(page, where, problems)

  // Signed out: the header's menus and the login dialog in every mode, on a light page: the header is the same on every
  // page, and home's own parts are checked on its full load by the English guest tour (page-tours.spec.ts, decision 131).
  await visit(page, LIGHT_PAGE)
  await page.getByTestId('catalogue-button').click()
  await expect(page.getByTestId('mega-menu')).toBeVisible()
  await check('mega menu')
  await page.keyboard.press('Escape')
  await page.getByTestId('language-menu').click()
  await expect(page.getByRole('menu')).toBeVisible()
  await check('language menu')
  // Closed before the next click: an Escape pressed before the opened menu has taken the focus is not its to hear.
  await expect(async () => {
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toBeHidden({ timeout: 1_000 })
  }).toPass()
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

  // Signed in (a tourist account of the tour's own): the member tour, then the opened states. The user centre is
  // loaded and hydrated as the member; the other pages are reached inside the app (visitInApp, decision 114), as the
  // page tours reach theirs: what is checked is the stylesheets their chunks bring. A full load's stylesheets are
  // read here on the light page and the user centre, on home by the page tours, and in the screens gate's full loads.
  await signIn(context)
  const memberStops = await memberTour(page.request)
  await visit(page, '/users')
  await page.getByTestId('user-menu').hover()
  await expect(page.getByTestId('user-menu-support')).toBeVisible()
  await check('user menu')

  // The cart: select all off and on again.
  await visitInApp(page, '/order/shopping_cart')
  const selectAll = page.getByTestId('select-all')
  await selectAll.click()
  await expect(selectAll).not.toBeChecked()
  await selectAll.click()
  await expect(selectAll).toBeChecked()
  await check('cart, select all')

  // The order confirm page: each payment choice, the points switch, the new-address dialog and its country list.
  const confirmPath = memberStops.find((stop) => stop.name === 'confirm order')!.path
  await visitInApp(page, confirmPath)
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
  await visitInApp(page, '/users/address_list')
  await page.getByTestId('add-address').click()
  const form = page.getByTestId('address-form')
  await expect(form).toBeVisible({ timeout: 30_000 })
  const country = form.getByRole('combobox', { name: 'Country or region' })
  await country.click()
  await expect(page.getByRole('option').first()).toBeVisible()
  await check('address form, country list')
  await context.close()

  const report = stylesReport(problems)
  console.log(`styles gate, opened states: ${report.length} unstyled parts`)
  expect(report).toEqual([])
})

test('the gate can fail: a part whose stylesheet is absent is named', async ({ page }) => {
  await page.setContent(
    '<style>.m_b6d8b162 { margin: 0 }</style><div class="m_9dc8ae12">card</div><p class="m_b6d8b162">text</p><i class="m_unknown">x</i>',
  )
  expect(await unstyledOn(page)).toEqual(['RadioCard.card (m_9dc8ae12)'])
})
