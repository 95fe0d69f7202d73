/**
 * Login dialog journeys against the built server: registration by e-mail (from a guest's Add to cart, which then
 * runs: decision 28) and by phone (from the top bar's Register) with codes read from the development outbox, password
 * and SMS-code sign-in, the forgot-password modes 4 → 5, the code countdown, the phone country picker (by name and by
 * dial code), the privacy agreement tab and the Twitter callback. Tourist entry (mode 7) is walked by the tourist's
 * purchase (purchase.spec.ts) and the other actions kept through the dialog by sign-in-flow.spec.ts. The validation
 * errors of every mode are the form's own (login-form.test.tsx, login-modes.test.tsx, in jsdom), and that nobody
 * reads a code sent to someone else's address is the server's rule (tests/api/dev-outbox.test.ts): both are tested
 * there, not walked again here.
 */
import { expect, type Locator, type Page, test } from '@playwright/test'
import {
  AGREEMENT,
  badgeCount,
  buyableProducts,
  call,
  cartProductIds,
  codeFor,
  DEMO,
  expectSignedIn,
  freshPhone,
  gotoHydrated,
  LIGHT_PAGE,
  openLoginDialog,
  outbox,
  serverPage,
  unique,
} from './support'

const newestId = async (page: Page, to: string) => (await outbox(page, to))[0]?.id ?? 0

const openDialog = openLoginDialog

async function logOut(page: Page) {
  await page.getByTestId('user-menu').hover()
  await page.getByTestId('logout').click()
  await expect(page.getByTestId('sign-in')).toBeVisible()
}

/** Clicks the code button and checks the 60 s countdown started (button disabled, seconds shown). */
async function sendCode(dialog: Locator) {
  const button = dialog.getByTestId('send-code')
  await expect(button).toHaveText('Get code')
  await button.click()
  await expect(button).toHaveText(/^Resend in (60|59|58)s$/)
  await expect(button).toBeDisabled()
}

test('a guest clicks Add to cart, registers by e-mail in the dialog (the item is in the new cart), logs out, resets the password (modes 4 → 5), signs in again', async ({
  page,
}) => {
  // Two sign-ups' worth of steps (decision 65's journeys, one walk): more than the default minute on a busy machine.
  test.setTimeout(120_000)
  const [{ productId: product }] = await buyableProducts(page.request, 1)
  await gotoHydrated(page, `/goods_detail/${product}`)
  await page.getByTestId('add-to-cart').click()
  let dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible()

  // The action survives the switch to registration inside the dialog.
  const email = `buyer${unique()}@e2e.example`
  await dialog.getByRole('button', { name: 'Create an account' }).click()
  await expect(dialog.getByRole('heading', { name: 'Register' })).toBeVisible()
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await sendCode(dialog)
  const code = await codeFor(page, email)
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(code)
  await dialog.getByRole('textbox', { name: 'Password' }).fill('First-pass-1')
  await dialog.getByLabel(AGREEMENT).check()
  await dialog.getByRole('textbox', { name: 'Password' }).press('Enter')
  await expectSignedIn(page)
  // Registered on the same page, and the Add to cart that opened the dialog ran for the new account.
  await expect(page).toHaveURL(new RegExp(`/goods_detail/${product}$`))
  await expect.poll(() => cartProductIds(page)).toEqual([product])
  await expect.poll(() => badgeCount(page)).toBe(1)
  await logOut(page)

  // Mode 2 → 4: forgot password; Next sends the reset code and moves to mode 5.
  await page.getByTestId('sign-in').click()
  dialog = page.getByRole('dialog')
  const before = await newestId(page, email)
  await dialog.getByRole('button', { name: 'Forgot password?' }).click()
  await expect(dialog.getByRole('heading', { name: 'Forgot password' })).toBeVisible()
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await dialog.getByLabel(AGREEMENT).check()
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByRole('heading', { name: 'E-mail verification' })).toBeVisible()
  await expect(dialog.getByTestId('send-code')).toHaveText(/^Resend in \d+s$/)
  const resetCode = await codeFor(page, email, before)
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(resetCode)
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('Second-pass-2')
  await dialog.getByRole('textbox', { name: 'Repeat the password' }).fill('Second-pass-2')
  await dialog.getByLabel(AGREEMENT).check()
  await dialog.getByRole('button', { name: 'Change password' }).click()
  // Back in mode 2 with the e-mail kept and a success toast.
  await expect(dialog.getByTestId('email-login-form')).toBeVisible()
  await expect(page.getByText('Your password has been reset, please sign in')).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email)
  await dialog.getByRole('textbox', { name: 'Password' }).fill('Second-pass-2')
  await dialog.getByLabel(AGREEMENT).check()
  await dialog.getByRole('textbox', { name: 'Password' }).press('Enter')
  await expectSignedIn(page)

  // The outbox page, rendered on the server with this browser's cookies (read over HTTP, decision 96), lists both
  // codes this browser asked for.
  const { html } = await serverPage(page.request, '/dev/outbox')
  const table = html.slice(html.indexOf('data-testid="outbox-table"'))
  expect(table.split('<tr').filter((row) => row.includes(`>${email}<`))).toHaveLength(2)
})

test('Register in the top bar opens registration: by phone (SMS code from the outbox), then sign in by phone and password', async ({
  page,
}) => {
  const phone = freshPhone()
  await gotoHydrated(page, LIGHT_PAGE)
  await page.getByTestId('register-link').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Register' })).toBeVisible()
  await expect(dialog.getByTestId('login-panel')).toHaveAttribute('data-mode', 'register')
  await dialog.getByRole('tab', { name: 'Phone' }).click()
  await expect(dialog.getByTestId('register-phone-form')).toBeVisible()
  // The default country is Russia, +7.
  await expect(dialog.getByTestId('country-code')).toHaveValue(/Russia \+7/)
  await dialog.getByRole('textbox', { name: 'Phone' }).fill(phone)
  await sendCode(dialog)
  const code = await codeFor(page, `+7 ${phone}`)
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(code)
  await dialog.getByRole('textbox', { name: 'Password' }).fill('Phone-pass-1')
  await dialog.getByLabel(AGREEMENT).check()
  await dialog.getByRole('button', { name: 'Register' }).click()
  await expectSignedIn(page)
  await logOut(page)

  await page.getByTestId('sign-in').click()
  await dialog.getByText('Phone', { exact: true }).click()
  await expect(dialog.getByTestId('phone-login-form')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Phone' }).fill(phone)
  await dialog.getByRole('textbox', { name: 'Password' }).fill('Phone-pass-1')
  await dialog.getByLabel(AGREEMENT).check()
  await dialog.getByRole('textbox', { name: 'Password' }).press('Enter')
  await expectSignedIn(page)
})

test('sign in by SMS code (mode 3) with the seeded phone account, in a browser that signed in to it before', async ({
  page,
}) => {
  // The outbox shows the demo phone's codes only to a browser that proved it owns the account: sign in with the
  // password once (through the API, in this browser: the password form is walked above), log out, then sign in with
  // the code.
  await call(page.request, 'POST', '/api/front/login/email', { email: DEMO.email, password: DEMO.password })
  await call(page.request, 'POST', '/api/front/login/logout')

  const dialog = await openDialog(page)
  await dialog.getByText('SMS code', { exact: true }).click()
  await expect(dialog.getByTestId('code-login-form')).toBeVisible()
  // The country picker finds countries by dial code and by name: pick Kazakhstan, then Uzbekistan, then Russia.
  const picker = dialog.getByTestId('country-code')
  const listed = () => page.getByRole('listbox').getByRole('option')
  await picker.click()
  await picker.fill('+86')
  await expect(listed()).toHaveText([/China \+86/])
  await picker.fill('7')
  await expect(listed()).toHaveText([/Russia \+7/, /Kazakhstan \+7/])
  await listed().nth(1).click()
  await expect(picker).toHaveValue(/Kazakhstan \+7/)
  await picker.click()
  await picker.fill('uzbek')
  await expect(listed()).toHaveText([/Uzbekistan \+998/])
  await listed().first().click()
  await expect(picker).toHaveValue(/Uzbekistan \+998/)
  await picker.click()
  await picker.fill('Rus')
  await page.getByRole('option', { name: /Russia \+7/ }).click()
  await expect(picker).toHaveValue(/Russia \+7/)
  const before = await newestId(page, `+7 ${DEMO.phone}`)
  await dialog.getByRole('textbox', { name: 'Phone' }).fill(DEMO.phone)
  await sendCode(dialog)
  const code = await codeFor(page, `+7 ${DEMO.phone}`, before)
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(code)
  await dialog.getByLabel(AGREEMENT).check()
  await dialog.getByRole('textbox', { name: 'Verification code' }).press('Enter')
  await expectSignedIn(page)
  await expect(page.getByTestId('user-menu')).toContainText(DEMO.nickname)
})

test('the privacy agreement opens in a new tab; the invite code of a share link is kept for registration', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/login?inviteCode=FRIEND42')
  await expect(page.getByTestId('register-email-form')).toBeVisible()
  await expect(page.getByText('Invite code: FRIEND42')).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('inviteCode'))).toBe('FRIEND42')
  const [agreement] = await Promise.all([
    context.waitForEvent('page'),
    page.getByTestId('register-email-form').getByRole('link', { name: 'privacy agreement' }).click(),
  ])
  await agreement.waitForLoadState()
  await expect(agreement).toHaveURL(/\/middlewares\/privacy_agreement$/)
  await expect(agreement.getByTestId('privacy-agreement')).toContainText('privacy agreement')
})

test('the Twitter callback without a kept request token says the third-party login failed', async ({ page }) => {
  await gotoHydrated(page, '/middlewares/callback_twitter?oauth_token=abc&oauth_verifier=def')
  await expect(page.getByText('Not logged in at the third-party login')).toBeVisible()
  await page.getByTestId('twitter-callback').getByRole('link', { name: 'Home page' }).click()
  await expect(page).toHaveURL(/\/$/)
})
