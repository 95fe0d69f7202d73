/**
 * Merchant settlement as a new shopper would: apply with a qualification image, see the record "to be reviewed",
 * get rejected through the operator CLI, see the reason, resubmit the prefilled form, get approved.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { JOURNEY_TIMEOUT, newShopper, ops, png } from './after-purchase-support'
import { codeFor, gotoHydrated, outbox, unique } from './support'

async function sendCodeAndFill(page: Page, email: string) {
  const before = (await outbox(page, email))[0]?.id ?? 0
  await page.getByRole('textbox', { name: /E-mail/ }).fill(email)
  await page.getByTestId('settlement-form').getByRole('button', { name: /code/i }).click()
  await page.getByRole('textbox', { name: /Verification code/i }).fill(await codeFor(page, email, before))
}

test('apply, get rejected with a reason, resubmit prefilled, get approved', async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT)
  const email = await newShopper(page)
  const company = `Volga Textiles ${unique()}`
  await gotoHydrated(page, '/users/merchant_settled?menuCur=70')
  const form = page.getByTestId('settlement-form')
  // Sending with nothing filled shows the field errors and stores nothing.
  await page.getByTestId('settlement-submit').click()
  await expect(form.getByText('Please enter the company name')).toBeVisible()
  await expect(form.getByText('Please read and agree to the settlement agreement')).toBeVisible()

  await page.getByRole('textbox', { name: /Company name/ }).fill(company)
  await page.getByRole('textbox', { name: /Real name/ }).fill('Anna Petrova')
  await page.getByRole('textbox', { name: 'Phone' }).fill('9001234567')
  await sendCodeAndFill(page, email)
  await page.getByRole('combobox', { name: /Merchant classification/ }).selectOption({ index: 1 })
  await page.getByRole('combobox', { name: /Store type/ }).selectOption({ index: 1 })
  await page.getByTestId('settlement-images').getByTestId('upload-input').setInputFiles(png('licence.png'))
  await expect(page.getByTestId('upload-preview')).toHaveCount(1)
  await page.getByTestId('settlement-agreement-open').click()
  await expect(page.getByTestId('settlement-agreement')).toContainText('15 working days')
  await page.keyboard.press('Escape')
  await page.getByTestId('settlement-agreement-check').check()
  await page.getByTestId('settlement-submit').click()
  await expect(page.getByTestId('settlement-sent')).toContainText('15 working days')

  await page.getByTestId('settlement-to-record').click()
  const record = page.getByTestId('settlement-record').filter({ hasText: company })
  await expect(record.getByTestId('settlement-record-state')).toHaveText('To be reviewed')

  const pending = (await ops<{ id: number; name: string }[]>('settlement-list', '--status', '1')).find(
    (r) => r.name === company,
  )
  expect(pending).toBeDefined()
  await ops('settlement-reject', String(pending!.id), '--reason', 'The licence is unreadable')
  await page.reload()
  await expect(record.getByTestId('settlement-record-state')).toHaveText('Not approved')
  await expect(record.getByTestId('settlement-record-reason')).toContainText('The licence is unreadable')

  await record.getByTestId('settlement-resubmit').click()
  await expect(page.getByTestId('settlement-resubmit-reason')).toContainText('The licence is unreadable')
  await expect(page.getByRole('textbox', { name: /Company name/ })).toHaveValue(company)
  await expect(page.getByTestId('upload-preview')).toHaveCount(1)
  // A new code to another address (the first one's 60 s resend rule may still hold).
  await sendCodeAndFill(page, `b-${email}`)
  await page.getByTestId('settlement-agreement-check').check()
  await page.getByTestId('settlement-submit').click()
  await expect(page.getByTestId('settlement-sent')).toBeVisible()

  const again = (await ops<{ id: number; name: string }[]>('settlement-list', '--status', '1')).find(
    (r) => r.name === company,
  )
  expect(again).toBeDefined()
  await ops('settlement-approve', String(again!.id))
  await page.getByTestId('settlement-to-record').click()
  await expect(page.getByTestId('settlement-record').first().getByTestId('settlement-record-state')).toHaveText(
    'Approved',
  )
  await expect(page.getByTestId('settlement-record')).toHaveCount(2)
})
