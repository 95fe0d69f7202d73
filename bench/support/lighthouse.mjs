/**
 * Lighthouse rows of the bench: the performance category with the desktop preset, in Debian's chromium
 * (/usr/bin/chromium, or CHROME_PATH), headless, one run per page after a warm-up visit (the guest page cache and
 * the server's module cache are warm, as for real traffic). Lighthouse is a devDependency; without it or without
 * chromium the rows are skipped with the reason (`apt-get install chromium`).
 */
import { existsSync } from 'node:fs'

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** `pages` maps a row name to a path on `base`. Returns { results: { name: { score, lcpMs, cls, tbtMs } } } or { skipped }. */
export async function lighthouseRuns(base, pages, log = () => {}) {
  if (!existsSync(CHROMIUM)) return { skipped: `no chromium at ${CHROMIUM} (Debian: apt-get install -y chromium; or set CHROME_PATH)` }
  let lighthouse, launch, desktopConfig
  try {
    lighthouse = (await import('lighthouse')).default
    desktopConfig = (await import('lighthouse/core/config/desktop-config.js')).default
    launch = (await import('chrome-launcher')).launch
  } catch (error) {
    return { skipped: `lighthouse is not installed (npm install): ${error.message}` }
  }
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  })
  const results = {}
  try {
    for (const [name, path] of Object.entries(pages)) {
      const url = new URL(path, base).href
      await fetch(url).then((r) => r.arrayBuffer())
      log(`lighthouse ${name}: ${url}`)
      const run = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, desktopConfig)
      const { audits, categories } = run.lhr
      results[name] = {
        score: Math.round((categories.performance.score ?? 0) * 100),
        lcpMs: audits['largest-contentful-paint'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
      }
    }
  } finally {
    await chrome.kill()
  }
  return { results }
}
