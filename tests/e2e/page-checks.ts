/**
 * What the page tours check: axe-core's serious and critical violations and the layout at desktop widths
 * on pages open in Chromium; English words in a page that should be Russian or Chinese, and another language's
 * script anywhere, on a page's texts, read from its server-rendered HTML (`htmlTexts`) or from the hydrated page in
 * the browser (`shownTextsOf`). `tests/e2e/page-tours.spec.ts` decides which runs where.
 */
import { createRequire } from 'node:module'
import type { APIRequestContext, Page } from '@playwright/test'
import { type DefaultTreeAdapterTypes, parse } from 'parse5'
import { call } from './support'

// ── axe ──────────────────────────────────────────────────────────────────────────────────────────────────────────
const GATED = new Set(['serious', 'critical'])

/**
 * axe-core as @axe-core/playwright runs it (its own copy, the version the gate has always used), injected once into
 * each document: AxeBuilder sends its 650 kB source into every frame twice on every scan, and a tour scans about 30
 * states of one document (visitInApp).
 */
const requireFromAxeBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))
const AXE_SOURCE = (requireFromAxeBuilder('axe-core') as { source: string }).source
const AXE_CONFIGURE = `axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`
/**
 * Every rule axe enables by default, violations only: what the gate has always run (AxeBuilder was given decision 26's
 * tags too, but its `.options()` replaced them; decision 76).
 */
const AXE_OPTIONS = { resultTypes: ['violations'] }

/** What of axe's results the gate reads. */
interface Violation {
  id: string
  impact?: string | null
  nodes: { target: string[]; failureSummary?: string; html: string }[]
}
interface Axe {
  run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }>
}

/** Puts axe into the page and each of its frames that do not have it yet. */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    const inject = async () => {
      if (await frame.evaluate('typeof window.axe === "object"')) return
      await frame.evaluate(AXE_SOURCE)
      await frame.evaluate(AXE_CONFIGURE)
    }
    if (frame === page.mainFrame()) await inject()
    else {
      // As AxeBuilder: a frame that does not take the script within a second is read without it.
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('Script Timeout')), 1_000)))
      await Promise.race([inject(), timeout])
        .catch(() => undefined)
        .finally(() => clearTimeout(timer))
    }
  }
}

export interface Finding {
  page: string
  counts: Record<string, number>
  blocking: string[]
}

/**
 * axe on the page, or on the part `include` selects; `exclude` leaves parts out (the page-level rules, such as one
 * main landmark and a title, still read the whole document).
 */
export async function scan(
  page: Page,
  name: string,
  { include, exclude }: { include?: string; exclude?: string } = {},
): Promise<Finding> {
  await injectAxe(page)
  // Run in the page itself (AxeBuilder's legacy mode: no extra page per scan); only violations are serialized.
  const { error, violations } = await page.evaluate(
    ({ context, options }) =>
      (window as unknown as { axe: Axe }).axe
        .run(context, options)
        .then((results) => ({ error: null, violations: results.violations }))
        .catch((err: Error) => ({ error: err.message, violations: [] })),
    { context: { include: include ? [include] : [], exclude: exclude ? [exclude] : [] }, options: AXE_OPTIONS },
  )
  if (error) throw new Error(error)
  const counts: Record<string, number> = {}
  const blocking: string[] = []
  for (const violation of violations) {
    const impact = violation.impact ?? 'minor'
    counts[impact] = (counts[impact] ?? 0) + violation.nodes.length
    if (!GATED.has(impact)) continue
    for (const node of violation.nodes.slice(0, Number(process.env.A11Y_NODES ?? 3)))
      blocking.push(
        `${violation.id} (${impact}) ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''} ${node.html.slice(0, 100)}`,
      )
  }
  return { page: name, counts, blocking }
}

/** Prints the page × impact table for the closing note and returns the blocking findings. */
export function reportAxe(title: string, findings: Finding[]): string[] {
  const rows = findings.map((f) => {
    const c = (k: string) => String(f.counts[k] ?? 0).padStart(3)
    return `  ${f.page.padEnd(24)} critical ${c('critical')}  serious ${c('serious')}  moderate ${c('moderate')}  minor ${c('minor')}`
  })
  console.log(`axe ${title}\n${rows.join('\n')}`)
  return findings.flatMap((f) => f.blocking.map((b) => `axe ${f.page}: ${b}`))
}

// ── layout ───────────────────────────────────────────────────────────────────────────────────────────────────────
export const WIDTHS = [1024, 1440, 1920]

interface LayoutReport {
  sideScroll: number
  clipped: string[]
  searchWidth: number
  underBar: string[]
}

/**
 * Measured in the page: what of the site header and the bar above it reaches past the page's margins (the
 * `.shop-container`'s padding, and the floating bar's room beside it): "button.sign-in \"Se connecter\" ends at
 * 1017 px of 940", and a text of theirs that wraps onto a second line ("Vende en nuestro / marketplace").
 */
export function headerSpill(): string[] {
  const found: string[] = []
  const rows = document.querySelectorAll(
    '[data-testid="top-bar"] > .shop-container, [data-testid="site-header"] .shop-container',
  )
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || ![...rows].some((row) => row.contains(node))) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
    if (lines.size > 1) found.push(`"${node.textContent.trim().slice(0, 30)}" wraps onto ${lines.size} lines`)
  }
  for (const row of rows) {
    const box = row.getBoundingClientRect()
    const style = getComputedStyle(row)
    const left = box.left + parseFloat(style.paddingLeft)
    const right = box.right - parseFloat(style.paddingRight)
    for (const el of row.querySelectorAll('a, button, input, span, div')) {
      const r = el.getBoundingClientRect()
      if (r.width < 1 || r.height < 1 || getComputedStyle(el).visibility === 'hidden') continue
      const name = `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `.${el.getAttribute('data-testid')}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`
      if (r.right > right + 0.5) found.push(`${name} ends at ${Math.round(r.right)} px of ${Math.round(right)}`)
      else if (r.left < left - 0.5) found.push(`${name} starts at ${Math.round(r.left)} px of ${Math.round(left)}`)
    }
  }
  return [...new Set(found)]
}

/**
 * Measured in the page. A label is "cut off" when a visible element that clips its own text (overflow hidden or
 * clip, or an ellipsis) is wider inside than its box. Content that is shortened on purpose says so: multi-line
 * clamps (product names) and elements carrying their full text in a title attribute are left out.
 */
function measure(): LayoutReport {
  const describe = (el: Element) => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
    const id = el.getAttribute('data-testid') ?? el.className.toString().split(' ')[0] ?? ''
    return `${el.tagName.toLowerCase()}${id ? `.${id}` : ''} "${text}"`
  }
  // Visually hidden text (a 1 px clipped box, for screen readers) is not a label anyone sees.
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect()
    const style = getComputedStyle(el)
    return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.display !== 'none'
  }
  /** The part of `el` on screen: its box cut by every ancestor that clips (a carousel's off-screen slides are not). */
  const shownRect = (el: Element) => {
    const r = el.getBoundingClientRect()
    let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom]
    for (let a = el.parentElement; a; a = a.parentElement) {
      const style = getComputedStyle(a)
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
      const c = a.getBoundingClientRect()
      ;[left, top, right, bottom] = [
        Math.max(left, c.left),
        Math.max(top, c.top),
        Math.min(right, c.right),
        Math.min(bottom, c.bottom),
      ]
    }
    return { left, top, right, bottom }
  }
  const clipped: string[] = []
  for (const el of document.querySelectorAll<HTMLElement>('body *')) {
    if (!el.textContent?.trim() || el.closest('[aria-hidden="true"], [data-testid="floating-bar"]') || !visible(el))
      continue
    const style = getComputedStyle(el)
    const clips = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis'
    if (!clips || style.webkitLineClamp !== 'none' || el.title || el.closest('[title]')) continue
    const ownText = [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
    if (!ownText && el.children.length > 0 && style.textOverflow !== 'ellipsis') continue
    if (el.scrollWidth > el.clientWidth + 1) clipped.push(describe(el))
  }
  const search = document.querySelector<HTMLInputElement>('[data-testid="site-header"] input')
  const searchBox = search && visible(search) ? search.getBoundingClientRect() : null
  const bar = document.querySelector('[data-testid="floating-bar"]')
  const underBar: string[] = []
  if (bar && visible(bar)) {
    const b = bar.getBoundingClientRect()
    for (const el of document.querySelectorAll(
      'main a, main button, main input, main h1, main h2, main h3, main p, main img, main label',
    )) {
      if (!visible(el)) continue
      const r = shownRect(el)
      if (r.right <= r.left || r.bottom <= r.top) continue
      if (r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom) underBar.push(describe(el))
    }
  }
  return {
    sideScroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    clipped: [...new Set(clipped)],
    searchWidth: searchBox ? Math.round(searchBox.width) : 0,
    underBar: [...new Set(underBar)],
  }
}

export async function checkWidths(page: Page, name: string, problems: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    // Components that follow the window width (the category bar's count) re-render on the next frames.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    const report = await page.evaluate(measure)
    const at = `${name} @${width}`
    if (report.sideScroll > 0) problems.push(`${at}: scrolls sideways by ${report.sideScroll}px`)
    if (report.searchWidth < 200) problems.push(`${at}: header search is ${report.searchWidth}px wide`)
    for (const label of report.clipped) problems.push(`${at}: cut off ${label}`)
    for (const label of report.underBar) problems.push(`${at}: under the floating bar ${label}`)
    for (const label of await page.evaluate(headerSpill)) problems.push(`${at}: past the header's margin ${label}`)
  }
}

// ── language ─────────────────────────────────────────────────────────────────────────────────────────────────────
const TERMS = new Set([
  'cookie',
  'Cookie',
  'LED',
  'USB',
  'STEM',
  'SMS',
  'UTC',
  'SWIFT',
  'IBAN',
  'DHL',
  'GPS',
  'HDMI',
  'LCD',
  'OEM',
  'SPF',
  'Bluetooth',
  'Wi-Fi',
  'Type-C',
  'Crossborder',
  'Market',
  'Stripe',
  'Visa',
  'Mastercard',
  'PayPal',
  'Telegram',
  'WhatsApp',
  'Google',
  'Facebook',
  'Twitter',
  'JPG',
  'PNG',
  'WebP',
  'Secure',
  // Technical names shops in every language write as they are, and ISO currency codes.
  'AMOLED',
  'OLED',
  'GaN',
  'TWS',
  'Canbus',
  'USD',
  'EUR',
  'RUB',
  'CNY',
  'GBP',
  'THB',
  'LAK',
  'KZT',
])

/**
 * The page's visible text and spoken attributes, outside `translate="no"` and outside parts marked as another
 * language (`<span lang="ru">Русский</span>` in a language menu).
 */
function shownTexts(): string[] {
  const out: string[] = []
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect()
    const style = getComputedStyle(el)
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden'
  }
  const page = document.documentElement.lang
  const skip = (el: Element) => {
    if (el.closest('script, style, noscript, [translate="no"], [aria-hidden="true"]')) return true
    const part = el.closest('[lang]')
    return part !== null && part !== document.documentElement && part.getAttribute('lang') !== page
  }
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

/** Elements whose text is never shown. */
const UNSHOWN = new Set(['script', 'style', 'noscript', 'template'])
const SPOKEN = ['alt', 'placeholder', 'aria-label', 'title']

/**
 * The same texts read from server-rendered HTML (no browser): the text nodes and spoken attributes outside
 * script, style, template, `hidden`, `translate="no"`, `aria-hidden="true"` and parts marked as another language
 * (the nearest `lang` decides). Without styles there is no telling what CSS hides, so this reads a little more than a
 * browser shows. One walk of parse5's tree, each element's state inherited from its parent: jsdom with a
 * `closest()` a node read the same texts in about ten times the CPU (0.1–0.6 s a page, 120 pages a run).
 */
export function htmlTexts(html: string): string[] {
  type Element = DefaultTreeAdapterTypes.Element
  const root = parse(html).childNodes.find((node): node is Element => node.nodeName === 'html')
  if (!root) return []
  const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value
  const page = attr(root, 'lang') ?? ''
  const texts: string[] = []
  const spoken: string[] = []
  const walk = (el: Element, unshown: boolean, otherLanguage: boolean, inBody: boolean) => {
    const lang = el === root ? undefined : attr(el, 'lang')
    const hidden =
      unshown ||
      UNSHOWN.has(el.nodeName) ||
      attr(el, 'hidden') !== undefined ||
      attr(el, 'translate') === 'no' ||
      attr(el, 'aria-hidden') === 'true'
    const other = lang === undefined ? otherLanguage : lang !== page
    const body = inBody || el.nodeName === 'body'
    const read = body && !hidden && !other
    if (read && el.nodeName !== 'body' && SPOKEN.some((name) => attr(el, name) !== undefined))
      spoken.push(...SPOKEN.map((name) => attr(el, name) ?? ''))
    for (const child of el.childNodes) {
      if (child.nodeName === '#text') {
        if (read) texts.push((child as DefaultTreeAdapterTypes.TextNode).value)
      } else if ('attrs' in child) walk(child, hidden, other, body)
    }
  }
  walk(root, false, false, false)
  return [...texts, ...spoken]
}

/** What a page shows once hydrated and idle (lazy sections included), read in the browser. */
export async function shownTextsOf(page: Page): Promise<string[]> {
  // Lazy sections hydrate after the shell; what they still say once the page is idle counts.
  await page.waitForLoadState('networkidle')
  return page.evaluate(shownTexts)
}

/**
 * What is wrong with the language marks of a page's server-rendered HTML: `<html lang>` must be the shopper's
 * language, and every `lang` attribute (the language menu's `<span lang="ru">`) a well-formed language tag.
 */
export function langProblemsIn(html: string, locale: string): string[] {
  const problems: string[] = []
  const page = /<html\b[^>]*?\slang="([^"]*)"/i.exec(html)?.[1]
  if (page !== locale) problems.push(`<html lang="${page ?? ''}"> on a ${locale} page`)
  for (const [, tag] of html.matchAll(/<[a-z][\w-]*\b[^>]*?\slang="([^"]*)"/gi)) {
    // An empty lang says "unknown language", which HTML allows.
    if (tag === '') continue
    try {
      if (Intl.getCanonicalLocales(tag).length !== 1) problems.push(`lang="${tag}" is not a language tag`)
    } catch {
      problems.push(`lang="${tag}" is not a language tag`)
    }
  }
  return [...new Set(problems)]
}

/** Shop and marketplace names are brands: read from the API, they may stay Latin in every language. */
export async function brandNames(request: APIRequestContext): Promise<Set<string>> {
  const street = await call<{ list: { name: string }[] }>(request, 'GET', '/api/front/merchant/street?page=1&limit=50')
  return new Set(street.list.flatMap((shop) => shop.name.split(/[\s&.,]+/)))
}

/**
 * Adds each English word of a page's texts to `found` (first sighting wins), with the page and the text it
 * was in. `allowedWords`: brands and what the shopper typed in themselves (their name and address).
 */
export function englishIn(texts: string[], stop: string, allowedWords: Set<string>, found: Map<string, string>) {
  // A token with digits is a model code or a number ("20W", "480Mbps", a nickname's digits).
  const allowed = (word: string) => TERMS.has(word) || allowedWords.has(word) || /\d/.test(word)
  for (const text of texts) {
    const cleaned = text.replace(/\S+@\S+|https?:\/\/\S+|\/[\w/.-]+/g, ' ')
    for (const word of cleaned.match(/[A-Za-z0-9][A-Za-z0-9'’-]*[A-Za-z0-9]/g) ?? []) {
      if (/[A-Za-z]{3}/.test(word) && !allowed(word) && !found.has(word))
        found.set(word, `${stop}: “${text.trim().slice(0, 60)}”`)
    }
  }
}

/** Scripts that belong to one interface language; a page in another language shows none of them. */
const SCRIPTS: Record<string, RegExp> = {
  Cyrillic: /[\u0400-\u04ff]+/g,
  Chinese: /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]+/g,
  Thai: /[\u0e00-\u0e7f]+/g,
  Lao: /[\u0e80-\u0eff]+/g,
}
const OWN_SCRIPT: Record<string, string> = { ru: 'Cyrillic', 'zh-CN': 'Chinese', th: 'Thai', lo: 'Lao' }

/**
 * Adds each run of another language's script in a page's texts to `found`: Russian words on an English page, or
 * Chinese on a Russian one, are a mixed-language page. `allowedWords`: what the shopper typed themselves.
 */
export function foreignScriptIn(
  texts: string[],
  stop: string,
  locale: string,
  allowedWords: Set<string>,
  found: Map<string, string>,
) {
  for (const text of texts) {
    for (const [script, pattern] of Object.entries(SCRIPTS)) {
      if (OWN_SCRIPT[locale] === script) continue
      for (const run of text.match(pattern) ?? []) {
        if (!allowedWords.has(run) && !found.has(run))
          found.set(run, `${stop}: ${script} in “${text.trim().slice(0, 60)}”`)
      }
    }
  }
}
