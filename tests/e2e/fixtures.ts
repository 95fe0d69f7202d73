import { test as base, expect, type Page } from '@playwright/test'
import { call, expectSignedIn, freshPhone, gotoHydrated, LIGHT_PAGE, SHOPPER_ADDRESS, unique } from './support'

/**
 * A shopper of this test's own, signed in in this page's browser: a tourist account (a fresh e-mail and phone,
 * through the API) with a default address. No other test sees its cart, orders or settings, so
 * tests that use it can run side by side (`workers` > 1). Returns the account's e-mail.
 */
export async function signInNewShopper(page: Page): Promise<string> {
  const email = `shopper${unique()}@e2e.example`
  await call(page.request, 'POST', '/api/front/login/register/visitor', { countryCode: 7, email, phone: freshPhone() })
  await call(page.request, 'POST', '/api/front/address/edit', { ...SHOPPER_ADDRESS, email })
  return email
}

export const test = base.extend<{ signedInPage: Page; shopperPage: Page }>({
  /**
   * The page with a new shopper of the test's own signed in, opened and hydrated on a light page (LIGHT_PAGE: the
   * shell, which its tests use, is the same on every page).
   */
  signedInPage: async ({ page }, use) => {
    await signInNewShopper(page)
    await gotoHydrated(page, LIGHT_PAGE)
    await expectSignedIn(page)
    await use(page)
  },
  /**
   * The page with a new shopper of the test's own signed in, nothing opened yet: for a test whose first step opens
   * a page of its own (the home page, the heaviest, would be loaded and hydrated for nothing).
   */
  shopperPage: async ({ page }, use) => {
    await signInNewShopper(page)
    await use(page)
  },
})

export { expect }
