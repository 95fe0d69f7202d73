/**
 * Every word in the shopper's language (issue 15): in Russian and Chinese, the pages everyone can open show no
 * English word apart from brand and model names. The check reads what a shopper sees and what a screen reader
 * says (visible text, alt, placeholder, aria-label, title) and lists each English word with its page.
 *
 * Allowed: the names of the shops and the marketplace (brands, read from the API), model codes (letters with
 * digits), e-mail addresses and links, and the technical terms shops write the same way in every language.
 */
import { expect, test } from '@playwright/test'
import { call } from './support'
import { publicTour, type TourLocale, tourContext, visit } from './page-tour'

const TERMS = new Set(['cookie', 'Cookie', 'LED', 'USB', 'STEM', 'SMS', 'UTC', 'SWIFT', 'IBAN', 'DHL', 'GPS', 'HDMI', 'LCD', 'OEM', 'SPF', 'Bluetooth', 'Wi-Fi', 'Type-C', 'Crossborder', 'Market', 'Stripe', 'Visa', 'Mastercard', 'PayPal', 'Telegram', 'WhatsApp', 'Google', 'Facebook', 'Twitter'])

/** Latin words of three or more letters in the page's visible text and spoken attributes, outside `translate="no"`. */
function englishWords(): string[] {
  const out: string[] = []
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect()
    const style = getComputedStyle(el)
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden'
  }
  const skip = (el: Element) => Boolean(el.closest('script, style, noscript, [translate="no"], [aria-hidden="true"]'))
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement
    if (!el || skip(el) || !shown(el)) continue
    out.push(node.textContent ?? '')
  }
  for (const el of document.querySelectorAll('[alt], [placeholder], [aria-label], [title]')) {
    if (skip(el)) continue
    for (const name of ['alt', 'placeholder', 'aria-label', 'title']) out.push(el.getAttribute(name) ?? '')
  }
  return out
}

for (const locale of ['ru', 'zh-CN'] as TourLocale[]) {
  test(`${locale}: no English words on the public pages, apart from brands and model names`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000)
    const context = await tourContext(browser, baseURL!, locale)
    const page = await context.newPage()
    const street = await call<{ list: { name: string }[] }>(page.request, 'GET', '/api/front/merchant/street?page=1&limit=50')
    const brands = new Set(street.list.flatMap((shop) => shop.name.split(/[\s&.,]+/)))
    const allowed = (word: string) => TERMS.has(word) || brands.has(word) || /\d/.test(word)
    const found = new Map<string, string>()
    for (const stop of [...(await publicTour(page)), { name: 'login', path: '/login' }]) {
      await visit(page, stop.path)
      // Lazy sections hydrate after the shell; what they still say in English once the page is idle counts.
      await page.waitForLoadState('networkidle')
      for (const text of await page.evaluate(englishWords)) {
        const cleaned = text.replace(/\S+@\S+|https?:\/\/\S+|\/[\w/.-]+/g, ' ')
        for (const word of cleaned.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? []) {
          if (word.length >= 3 && !allowed(word) && !found.has(word)) found.set(word, `${stop.name}: “${text.trim().slice(0, 60)}”`)
        }
      }
    }
    await context.close()
    const report = [...found].map(([word, where]) => `${word} (${where})`)
    console.log(`language ${locale}: ${report.length} English words`)
    expect(report).toEqual([])
  })
}
