/**
 * Mantine's styles per component (decision 23). Instead of linking the whole `@mantine/core/styles.css` (42 KB gzip)
 * on every page, each of our modules that imports Mantine components gets the stylesheets of exactly those
 * components (and of the components they are built from, dependencies first) as side-effect imports. Vite then puts
 * each stylesheet into the chunk of the code that renders the component: the route's CSS in the manifest, linked in
 * the server-rendered head (no flash of unstyled content) and loaded before a lazily loaded route renders. A new
 * page that uses a new component gets its styles without anyone listing them. The document links only the
 * component-independent part (baseline, CSS variables, global) — features/shell/head.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** A Mantine package's ESM folder (their package.json is not exported, so not resolvable by name). */
const esmRoot = (pkg: string) => join(process.cwd(), 'node_modules', pkg, 'esm')
const coreRoot = esmRoot('@mantine/core')
const componentsRoot = join(coreRoot, 'components')
const stylesRoot = join(coreRoot, '..', 'styles')

/**
 * `import { A, B as C } from '@mantine/<package>'` (or a re-export with `export { … } from`). Besides the core, any Mantine package with a stylesheet (carousel,
 * notifications, dropzone, and dates, charts… when added) gets it, after the styles of the core components it uses.
 */
const MANTINE_IMPORT = /(?:import|export)\s+(type\s+)?\{([^}]*)\}\s+from\s+['"](@mantine\/[a-z-]+)['"]/g
const hasStyles = (pkg: string) => pkg === '@mantine/core' || existsSync(join(esmRoot(pkg), '..', 'styles.css'))

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return filesUnder(path)
    return name.endsWith('.mjs') ? [path] : []
  })
}

/** Export name → the component folder it lives in (`MenuItem` → `Menu`), from the core's index. */
function exportFolders(): Map<string, string> {
  const folders = new Map<string, string>()
  const index = readFileSync(join(coreRoot, 'index.mjs'), 'utf8')
  for (const [, names, folder] of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"\.\/components\/([^/]+)\//g)) {
    for (const name of names.split(',')) {
      const local = name.trim().split(/\s+as\s+/)[0]
      if (local) folders.set(local, folder)
    }
  }
  return folders
}

/** A component folder's stylesheets, the ones of the folders it imports first (post-order, each once). */
function createResolver() {
  const folders = exportFolders()
  const ordered = new Map<string, string[]>()

  function folderDeps(folder: string): string[] {
    const deps = new Set<string>()
    for (const file of filesUnder(join(componentsRoot, folder))) {
      for (const [, other] of readFileSync(file, 'utf8').matchAll(/from\s*"(?:\.\.\/)+([A-Z][A-Za-z]+)\//g)) {
        if (other !== folder && existsSync(join(componentsRoot, other))) deps.add(other)
      }
    }
    return [...deps]
  }

  function stylesOf(folder: string, visiting = new Set<string>()): string[] {
    const known = ordered.get(folder)
    if (known) return known
    if (visiting.has(folder)) return []
    visiting.add(folder)
    const list: string[] = []
    for (const dep of folderDeps(folder)) for (const sheet of stylesOf(dep, visiting)) if (!list.includes(sheet)) list.push(sheet)
    if (existsSync(join(stylesRoot, `${folder}.css`))) list.push(`@mantine/core/styles/${folder}.css`)
    ordered.set(folder, list)
    return list
  }

  function forNames(names: string[]): string[] {
    const list: string[] = []
    for (const name of names) {
      const folder = folders.get(name)
      if (folder) for (const sheet of stylesOf(folder)) if (!list.includes(sheet)) list.push(sheet)
    }
    return list
  }

  const satellites = new Map<string, string[]>()
  function forPackage(pkg: string, names: string[]): string[] {
    if (pkg === '@mantine/core') return forNames(names)
    let list = satellites.get(pkg)
    if (!list) {
      const root = esmRoot(pkg)
      const used = filesUnder(root).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*"@mantine\/core"/g)].flatMap(([, n]) => n.split(',').map((s) => s.trim())),
      )
      list = [...forNames(used), `${pkg}/styles.css`]
      satellites.set(pkg, list)
    }
    return list
  }
  return { forPackage }
}

/** The stylesheets a module needs for the Mantine names it imports (exported for the unit test). */
export function mantineStylesFor(code: string, resolver = createResolver()): string[] {
  const sheets: string[] = []
  for (const [, typeOnly, names, pkg] of code.matchAll(MANTINE_IMPORT)) {
    if (typeOnly || !hasStyles(pkg)) continue
    const values = names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0])
    for (const sheet of resolver.forPackage(pkg, values)) if (!sheets.includes(sheet)) sheets.push(sheet)
  }
  return sheets
}

export function mantineStyles(): Plugin {
  const resolver = createResolver()
  return {
    name: 'shop:mantine-styles-per-component',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\/src\/.*\.tsx?$/.test(id.split('?')[0]) || !code.includes('@mantine/')) return null
      const sheets = mantineStylesFor(code, resolver)
      if (sheets.length === 0) return null
      // On the first line, so the module's own line numbers (and source maps) stay as they are.
      return { code: `${sheets.map((sheet) => `import '${sheet}';`).join('')}${code}`, map: null }
    },
  }
}
