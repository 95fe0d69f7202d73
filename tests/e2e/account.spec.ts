import { expect, type Page, test } from '@playwright/test'
import { call, chooseCountry, DEMO, gotoHydrated, registerByEmail, serverPage, signInOnLoginPage } from './support'

/** A 1×1 PNG: the smallest real image the upload accepts. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** The demo shopper signed in through the API, in the page's browser (the session cookie is the context's). */
async function signInAsDemo(page: Page) {
  await call(page.request, 'POST', '/api/front/login/email', { email: DEMO.email, password: DEMO.password })
}

async function fillAddress(
  dialog: ReturnType<Page['getByRole']>,
  a: { name: string; email: string; phone: string; country: string; detail: string; postCode: string },
) {
  await dialog.getByLabel('Receiver name').fill(a.name)
  await dialog.getByLabel('E-mail').fill(a.email)
  await dialog.getByLabel('Phone').fill(a.phone)
  await chooseCountry(dialog.page(), dialog, a.country)
  await dialog.getByLabel('Detailed address').fill(a.detail)
  await dialog.getByLabel('Post code').fill(a.postCode)
}

test('a guest is sent to sign in, comes back to the address book and manages addresses', async ({ page }) => {
  // Nine dialogs and a sign-in: more than the default minute on a busy machine.
  test.setTimeout(120_000)
  // A shopper of the test's own, with an empty address book on every try (the demo shopper's book keeps the first
  // try's address, so a retry could never pass); registered through the API, then signed out again.
  const password = 'Shopper-pass-1'
  const email = await registerByEmail(page, password)
  await page.context().clearCookies()
  await gotoHydrated(page, '/users/address_list')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fusers%2Faddress_list/)
  await signInOnLoginPage(page, email, password)
  await expect(page).toHaveURL(/\/users\/address_list$/)
  await expect(page.getByRole('heading', { name: 'Shipping addresses' })).toBeVisible()
  // The user-centre menu (server entries matched to ours, translated) marks the current page.
  const menu = page.getByTestId('user-centre-menu')
  await expect(menu.getByRole('link', { name: 'Addresses' })).toHaveAttribute('data-active', 'true')
  await expect(page.getByTestId('addresses-empty')).toBeVisible()

  // The form's own errors on an empty submit are address-form.test.tsx's ("requires every field the API needs").
  await page.getByTestId('add-address').click()
  let dialog = page.getByRole('dialog', { name: 'Add address' })
  await fillAddress(dialog, {
    name: 'Ivan Petrov',
    email: 'ivan@shop.example',
    phone: '9001234567',
    country: 'Russia',
    detail: 'Tverskaya 1',
    postCode: '125009',
  })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  const cards = page.getByTestId('address-card')
  await expect(cards.filter({ hasText: 'Ivan Petrov' })).toContainText('Tverskaya 1')

  // A second one, prefilled from "Use my location".
  await page.getByTestId('add-address').click()
  dialog = page.getByRole('dialog', { name: 'Add address' })
  await dialog.getByRole('button', { name: 'Use my location' }).click()
  await expect(dialog.getByLabel('Country or region')).not.toHaveValue('')
  await dialog.getByLabel('Receiver name').fill('Aigerim Sadykova')
  await dialog.getByLabel('E-mail').fill('aigerim@shop.example')
  await dialog.getByLabel('Phone').fill('9007654321')
  await dialog.getByLabel('Detailed address').fill('Abay avenue 10')
  await dialog.getByLabel('Post code').fill('050000')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(cards).toHaveCount(2)

  // Edit the first.
  const ivan = cards.filter({ hasText: 'Ivan Petrov' })
  await ivan.getByRole('button', { name: 'Edit' }).click()
  dialog = page.getByRole('dialog', { name: 'Edit address' })
  await expect(dialog.getByLabel('Receiver name')).toHaveValue('Ivan Petrov')
  await dialog.getByLabel('Detailed address').fill('Tverskaya 7, flat 12')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(ivan).toContainText('Tverskaya 7, flat 12')

  // The first address became the default; make the second one the default instead.
  const aigerim = cards.filter({ hasText: 'Aigerim Sadykova' })
  await expect(ivan.getByTestId('default-badge')).toBeVisible()
  await aigerim.getByRole('button', { name: 'Set default' }).click()
  await expect(aigerim.getByTestId('default-badge')).toBeVisible()
  await expect(page.getByTestId('default-badge')).toHaveCount(1)

  // Delete the other one, after confirming (cancel first: nothing happens).
  await ivan.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete address' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(cards).toHaveCount(2)
  await ivan.getByRole('button', { name: 'Delete' }).click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(confirm).toBeHidden()
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText('Aigerim Sadykova')

  // Still there in a new load of the page (server state, not just the cache): its server HTML, read over HTTP with
  // this browser's cookies (decision 96).
  const { html } = await serverPage(page.request, '/users/address_list')
  expect(html.match(/data-testid="address-card"/g)).toHaveLength(1)
  expect(html.match(/data-testid="default-badge"/g)).toHaveLength(1)
  expect(html).toContain('Aigerim Sadykova')
})

test('the shopper renames themselves, sees the header follow, and uploads an avatar', async ({ page }) => {
  // Signed in through the API: the login page's way back is the address book journey's.
  await signInAsDemo(page)
  await gotoHydrated(page, '/users/user_info')

  const nickname = page.getByRole('textbox', { name: 'Nickname' })
  await expect(nickname).toHaveValue(DEMO.nickname)
  await expect(page.getByText(DEMO.email).first()).toBeVisible()

  await nickname.fill('   ')
  await page.getByTestId('save-profile').click()
  await expect(page.getByText('Nickname cannot be empty')).toBeVisible()

  const newName = `Shopper ${Date.now() % 100000}`
  await nickname.fill(newName)
  await page.getByTestId('save-profile').click()
  await expect(page.getByTestId('user-menu')).toContainText(newName)

  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG })
  const avatarImage = page.getByTestId('profile-avatar').locator('img')
  await expect(avatarImage).toHaveAttribute('src', /\/media\/.+\.png$/)
  await expect(page.getByTestId('user-menu').locator('img')).toHaveAttribute('src', /\/media\/.+\.png$/)

  // The password dialog sends a code to the shopper's own e-mail and checks the repeat.
  await page.getByTestId('change-password').click()
  const dialog = page.getByRole('dialog', { name: 'Change password' })
  await dialog.getByRole('button', { name: 'Get code' }).click()
  await expect(dialog.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled()
  await dialog.getByLabel('Verification code').fill('123456')
  await dialog.getByLabel('New password', { exact: true }).fill('Another123!')
  await dialog.getByLabel('Repeat the new password').fill('Different123!')
  await dialog.getByRole('button', { name: 'Change password' }).click()
  await expect(dialog.getByText('The two passwords do not match')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  // Restore the demo name for other journeys, then log out from the page.
  await nickname.fill(DEMO.nickname)
  await page.getByTestId('save-profile').click()
  await expect(page.getByTestId('user-menu')).toContainText(DEMO.nickname)
  await page.getByTestId('profile-logout').click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId('sign-in')).toBeVisible()
})

test('/users opens the user centre, and the dev outbox says it is a development sender', async ({ page }) => {
  const outbox = await page.request.get('/api/front/dev/outbox?limit=50')
  const { code } = await outbox.json()
  // The page's words are the server's HTML, read over HTTP with this browser's cookies (decision 96; the rule of
  // issue 25: text over HTTP, the browser for what only it sees).
  const outboxPage = await serverPage(page.request, '/dev/outbox')
  if (code === 404) {
    expect(outboxPage.status).toBe(404)
    expect(outboxPage.html).toContain('data-testid="error-page" data-status="404"')
  } else {
    expect(outboxPage.status).toBe(200)
    expect(outboxPage.html).toContain('>Development outbox<')
    expect(outboxPage.html).toContain('You see only the messages this browser asked for.')
    // A new browser asked for nothing: the page shows none of the messages others asked for.
    expect(outboxPage.html).toContain('No messages yet.')
    expect(outboxPage.html).not.toContain('data-testid="outbox-table"')
  }

  // What /users answers is the server's, read over HTTP with this browser's cookies (decision 96): the user centre,
  // not a redirect. The user centre loaded and hydrated is styles.spec.ts's.
  await signInAsDemo(page)
  const { status, url, html } = await serverPage(page.request, '/users')
  expect([status, url.pathname]).toEqual([200, '/users'])
  expect(html).toContain('data-testid="order-shortcut-to-pay"')
})

test('when the session ends mid-visit, the login dialog opens and signing in returns to the page', async ({
  page,
  context,
  request,
}) => {
  await gotoHydrated(page, '/login?redirect=/users/user_info')
  await signInOnLoginPage(page)
  await expect(page).toHaveURL(/\/users\/user_info/)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  const addressLink = page.getByRole('main').getByRole('link', { name: 'Addresses' }).first()
  await expect(addressLink).toBeVisible()
  // The session is revoked on the server (as if it expired); the browser still holds its HttpOnly cookie.
  const [token] = (await context.cookies()).filter((c) => c.name === 'token')
  expect(token?.httpOnly).toBe(true)
  const revoked = await request.get('/api/front/login/logout', {
    headers: { 'authori-zation': decodeURIComponent(token.value) },
  })
  expect((await revoked.json()).code).toBe(200)

  await addressLink.click()
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Sign in' }) })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.email)
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO.password)
  await dialog.getByRole('checkbox', { name: /I have read and agree to the\s+privacy agreement/ }).check()
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/users\/address_list/)
  await expect(page.getByRole('button', { name: 'Add address' }).first()).toBeVisible()
})
