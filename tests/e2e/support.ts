import { expect, type Page } from '@playwright/test'

/** Clicks before hydration are lost: wait for the marker the app sets once React has hydrated. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
}

export const DEMO = { email: 'demo@shop.example', password: 'Demo12345!', phone: '9001234567', nickname: 'Demo Shopper' }
