/**
 * The styles check of the styles gate (decision 23): every Mantine class on a page that Mantine's own stylesheets give
 * a rule must have a rule in a stylesheet the page has loaded. Used by `styles.spec.ts` (the opened states) and by the
 * English axe tours of `page-tours.spec.ts` (every page of the tour, opened there anyway: decision 40).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { expect, type Page } from '@playwright/test'

const MANTINE_PACKAGES = ['@mantine/core', '@mantine/carousel', '@mantine/notifications', '@mantine/dropzone']
const packageRoot = (pkg: string) => dirname(createRequire(import.meta.url).resolve(`${pkg}/styles.css`))

/** Every class Mantine's complete stylesheets (the core and the satellite packages we use) give a rule. */
function mantineStyledClasses(): string[] {
  const classes = new Set<string>()
  for (const pkg of MANTINE_PACKAGES) {
    const selectors = readFileSync(join(packageRoot(pkg), 'styles.css'), 'utf8').replace(/\{[^{}]*\}/g, '{}')
    for (const [, name] of selectors.matchAll(/\.((?:m_[0-9a-f]+)|(?:mantine-[A-Za-z0-9_-]+))/g)) classes.add(name)
  }
  return [...classes]
}

/** Mantine's hashed class → the part it styles (`m_9dc8ae12` → `RadioCard.card`), from its compiled CSS modules. */
function partNames(): Map<string, string> {
  const names = new Map<string, string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.module.mjs')) {
        for (const [, key, hash] of readFileSync(path, 'utf8').matchAll(/"([^"]+)":\s*"(m_[0-9a-f]+)"/g)) {
          names.set(hash, `${entry.name.replace('.module.mjs', '')}.${key}`)
        }
      }
    }
  }
  for (const pkg of MANTINE_PACKAGES) walk(join(packageRoot(pkg), 'esm'))
  return names
}

const STYLED = mantineStyledClasses()
const PARTS = partNames()
const hashOf = (part: string) => [...PARTS].find(([, name]) => name === part)?.[0]

/**
 * Streamed and lazy parts settle: no Mantine loader or skeleton is shown. The app renders Mantine's hashed classes
 * only, not the static `mantine-*` ones (`.mantine-Loader-root` never matches). Only the ones shown: a hidden
 * tab's loader (the product page's reviews, loaded when the tab opens) stays until the end, and waiting for it cost
 * the full 15 s on every product page. A loader that stays is not this gate's business.
 */
export async function settle(page: Page) {
  const busy = page
    .locator(`.${hashOf('Loader.root')}, .${hashOf('Skeleton.root')}[data-visible="true"]`)
    .filter({ visible: true })
  await expect(busy)
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => undefined)
}

/**
 * The Mantine classes on the page that Mantine's stylesheets style but no stylesheet the page has loaded does, each
 * named by the part it styles (the app renders without Mantine's static `mantine-*` classes: app-shell.tsx).
 */
export async function unstyledOn(page: Page): Promise<string[]> {
  const missing = await page.evaluate((styled) => {
    const mantine = new Set(styled)
    const loaded = new Set<string>()
    const readRules = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          for (const [, name] of rule.selectorText.matchAll(/\.([A-Za-z0-9_-]+)/g)) loaded.add(name)
        const inner = (rule as CSSGroupingRule).cssRules
        if (inner) readRules(inner)
      }
    }
    for (const sheet of Array.from(document.styleSheets)) readRules(sheet.cssRules)
    const names = new Set<string>()
    for (const element of Array.from(document.querySelectorAll('[class*="mantine-"], [class*="m_"]'))) {
      for (const name of Array.from(element.classList)) {
        if ((name.startsWith('m_') || name.startsWith('mantine-')) && mantine.has(name) && !loaded.has(name))
          names.add(name)
      }
    }
    return [...names]
  }, STYLED)
  return missing.map((name) => (PARTS.has(name) ? `${PARTS.get(name)} (${name})` : name)).sort()
}

/** Settles the page and adds each unstyled part on it to `problems` (part → the places it was seen). */
export async function checkStyles(page: Page, where: string, problems: Map<string, Set<string>>) {
  await settle(page)
  for (const part of await unstyledOn(page)) {
    if (!problems.has(part)) problems.set(part, new Set())
    problems.get(part)!.add(where)
  }
}

/** The gate's findings, one line a part: `RadioCard.card (m_9dc8ae12) on confirm order, cart`. */
export const stylesReport = (problems: Map<string, Set<string>>) =>
  [...problems].map(([part, where]) => `${part} on ${[...where].join(', ')}`)
