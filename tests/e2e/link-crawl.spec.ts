/**
 * No link in the shop leads to a 404 (or a 500): every internal `a[href]` of the header, the home page and the footer
 * signed out, and of the user dropdown, the account sidebar and the member's header and home signed in (a freshly
 * registered shopper), is fetched with the visitor's cookies and must answer a page that is neither the 404 nor the
 * 500 page. Signed in, only the links the guest's crawl did not fetch: a public page is the same route for a
 * shopper, and the signed-in page tours (page-tours.spec.ts) read the key public pages under a member's session.
 */
import { expect, type Page, test } from '@playwright/test'
import { newShopper } from './after-purchase-support'
import { visitInApp } from './page-tour'
import { gotoHydrated, inPool } from './support'

const CRAWL_TIMEOUT = 300_000
/** Links fetched at once: the shop renders one while the test reads another. */
const IN_FLIGHT = 4

/** Internal hrefs (path + search) of every `a[href]` under `selector`. */
async function hrefsIn(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) => {
    const found: string[] = []
    for (const root of roots) {
      for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        const url = new URL(anchor.href, window.location.href)
        if (
          url.origin === window.location.origin &&
          !url.pathname.startsWith('/api/') &&
          !url.pathname.startsWith('/media/')
        )
          found.push(url.pathname + url.search)
      }
    }
    return found
  })
}

async function collect(page: Page, signedIn: boolean): Promise<Map<string, string>> {
  const links = new Map<string, string>()
  const add = (where: string, hrefs: string[]) => hrefs.forEach((href) => links.has(href) || links.set(href, where))
  await gotoHydrated(page, '/')
  add('header', await hrefsIn(page, '[data-testid="site-header"]'))
  add('home', await hrefsIn(page, 'main'))
  add('footer', await hrefsIn(page, 'footer'))
  if (signedIn) {
    await page.getByTestId('user-menu').hover()
    await expect(page.getByTestId('user-menu-orders')).toBeVisible()
    const dropdown = await hrefsIn(page, '[role="menu"]')
    expect(dropdown.length).toBeGreaterThan(10)
    add('user dropdown', dropdown)
    // Inside the app, as the dropdown's link goes (decision 73): the same page as a full load; /users' server HTML is
    // the page tours' and the fuzz's.
    await visitInApp(page, '/users')
    const sidebar = await hrefsIn(page, '[data-testid="user-centre-menu"]')
    expect(sidebar.length).toBeGreaterThan(10)
    add('account sidebar', sidebar)
    add('user centre', await hrefsIn(page, 'main'))
  }
  return links
}

/** Each link fetched with the page's cookies, a few at a time: `404 /path (where)` for each broken one. */
async function brokenLinks(page: Page, links: Map<string, string>): Promise<string[]> {
  const results = await inPool([...links], IN_FLIGHT, async ([href, where]) => {
    // Retried on a fresh connection if a kept-alive socket was closed under it (an idempotent GET).
    const response = await page.request.get(href, { maxRedirects: 5, maxRetries: 2 })
    const html = await response.text()
    const errorPage =
      /data-testid="error-page"[^>]*data-status="(\d+)"|data-status="(\d+)"[^>]*data-testid="error-page"/.exec(html)
    const status = errorPage ? Number(errorPage[1] ?? errorPage[2]) : response.status()
    return status === 404 || status >= 500 ? [`${status} ${href} (${where})`] : []
  })
  return results.flat()
}

test('no link of the header, home page or footer (signed out), user dropdown or account sidebar (signed in) is broken', async ({
  page,
}) => {
  test.setTimeout(CRAWL_TIMEOUT)
  const publicLinks = await collect(page, false)
  expect(publicLinks.size).toBeGreaterThan(10)
  expect(await brokenLinks(page, publicLinks)).toEqual([])

  // Signed in, only the links a guest was not shown (the member's menus and pages): a public link the guest's crawl
  // fetched is the same page for a shopper (the member's header on it is crawled from home).
  await newShopper(page)
  const memberLinks = new Map([...(await collect(page, true))].filter(([href]) => !publicLinks.has(href)))
  expect(memberLinks.size).toBeGreaterThan(10)
  expect(await brokenLinks(page, memberLinks)).toEqual([])
})
