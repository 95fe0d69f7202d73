/**
 * Lighthouse rows of the bench: the performance category with the desktop preset, in Debian's chromium
 * (/usr/bin/chromium, or CHROME_PATH), headless, after a warm-up visit (the guest page cache and the server's module
 * cache are warm, as for real traffic). Each number is the median of LIGHTHOUSE_RUNS runs (3): single runs of the same
 * page differed by up to 18 points here (79 and 97 for the home page, minutes apart). The layout shift is the worst run's
 * (`clsWorst`, issue 28: at most 0.01 in every run, not only the median). Lighthouse is a bench tool (package.json `benchDependencies`,
 * installed by bench/support/tools.mjs on first use); without it or without chromium the rows are skipped with the
 * reason (`apt-get install chromium`).
 */
import { existsSync } from 'node:fs'

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))
/** Issue 28: at most 0.01 in every run; a run over it logs the elements that moved. */
const CLS_BUDGET = 0.01

function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null
}

/**
 * `pages` maps a row name to a path on `base`. Returns { results: { name: { score, lcpMs, cls, tbtMs, clsWorst } } } or
 * { skipped }.
 */
export async function lighthouseRuns(base, pages, log = () => {}) {
  if (!existsSync(CHROMIUM))
    return { skipped: `no chromium at ${CHROMIUM} (Debian: apt-get install -y chromium; or set CHROME_PATH)` }
  let lighthouse, launch, desktopConfig
  try {
    lighthouse = (await import('lighthouse')).default
    desktopConfig = (await import('lighthouse/core/config/desktop-config.js')).default
    launch = (await import('chrome-launcher')).launch
  } catch (error) {
    return { skipped: `lighthouse is not installed (npm run bench installs it): ${error.message}` }
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
      const runs = []
      for (let run = 1; run <= RUNS; run++) {
        log(`lighthouse ${name} (${run}/${RUNS}): ${url}`)
        const { lhr } = await lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          desktopConfig,
        )
        const cls = lhr.audits['cumulative-layout-shift'].numericValue
        runs.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
          cls,
          tbtMs: lhr.audits['total-blocking-time'].numericValue,
        })
        // A run over the layout-shift budget names what moved: such a run is rare and does not come back on demand.
        if (cls > CLS_BUDGET)
          for (const item of lhr.audits['layout-shifts']?.details?.items ?? [])
            log(`  CLS ${cls.toFixed(3)}: ${item.score?.toFixed(4)} by ${item.node?.selector ?? 'an element'}`)
      }
      results[name] = {
        ...Object.fromEntries(Object.keys(runs[0]).map((metric) => [metric, median(runs.map((run) => run[metric]))])),
        clsWorst: Math.max(...runs.map((run) => run.cls ?? 0)),
      }
    }
  } finally {
    await chrome.kill()
  }
  return { results }
}
