import { test as base, expect, type Page } from '@playwright/test'
import { call, DEMO, expectSignedIn, gotoHydrated } from './support'

/**
 * Signs the demo shopper in through the API with the page's own request context: it shares the browser's cookie
 * jar, so the HttpOnly session cookie lands in the page. For journeys that need a shopper, not the sign-in forms
 * (those are under test in auth, shell and account specs, through the UI).
 */
export async function signInShopper(page: Page) {
  await call(page.request, 'POST', '/api/front/login/email', { email: DEMO.email, password: DEMO.password })
}

export const test = base.extend<{ signedInPage: Page }>({
  /** The page with the demo shopper signed in, opened and hydrated on the home page. */
  signedInPage: async ({ page }, use) => {
    await signInShopper(page)
    await gotoHydrated(page, '/')
    await expectSignedIn(page)
    await use(page)
  },
})

export { expect }
