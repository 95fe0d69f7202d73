/**
 * A shopper who registered by e-mail adds a phone from the account settings, with the SMS code sent to it, and can
 * then sign in with the phone and their password.
 */
import { expect, test } from '@playwright/test'
import { call, codeFor, freshPhone, gotoHydrated, registerByEmail } from './support'

test('a shopper registered by e-mail adds a phone with its code, then signs in with it', async ({ page }) => {
  await registerByEmail(page)

  await gotoHydrated(page, '/users/user_info')
  const form = page.getByTestId('profile-form')
  await expect(form.getByTestId('add-email')).toHaveCount(0)
  await form.getByTestId('add-phone').click()
  const dialog = page.getByRole('dialog', { name: 'Add a phone number' })
  // The number is checked for the chosen country before any code is sent.
  const phoneBox = dialog.getByRole('textbox', { name: 'Phone' })
  await expect(phoneBox).toBeEnabled()
  await expect(phoneBox).toHaveAttribute('placeholder', '912 345-67-89')
  await phoneBox.fill('12')
  await dialog.getByRole('button', { name: 'Get code' }).click()
  await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible()

  const phone = freshPhone()
  await phoneBox.fill(phone)
  await dialog.getByRole('button', { name: 'Get code' }).click()
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(await codeFor(page, `+7 ${phone}`))
  await dialog.getByRole('button', { name: 'Add phone' }).click()
  await expect(dialog).toBeHidden()
  await expect(form).toContainText(`+7 ${phone}`)
  await expect(form.getByTestId('add-phone')).toHaveCount(0)

  // The phone now signs the account in with its password.
  await call(page.request, 'GET', '/api/front/login/logout')
  const login = await call<{ uid: number }>(page.request, 'POST', '/api/front/login/mobile/password', {
    countryCode: '+7',
    phone,
    password: 'Shopper-pass-1',
  })
  expect(login.uid).toBeGreaterThan(0)
})
