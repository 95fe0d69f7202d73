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
import { basename, dirname, join } from 'node:path'
import type { Plugin } from 'vite'

/** A Mantine package's ESM folder (their package.json is not exported, so not resolvable by name). */
const esmRoot = (pkg: string) => join(process.cwd(), 'node_modules', pkg, 'esm')
const coreRoot = esmRoot('@mantine/core')
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

/**
 * Export name → the file that defines it (`RadioCard` → `components/Radio/RadioCard/RadioCard.mjs`), from the
 * core's index (its imports, then the aliases of its export list).
 */
function exportFiles(): Map<string, string> {
  const files = new Map<string, string>()
  const index = readFileSync(join(coreRoot, 'index.mjs'), 'utf8')
  for (const [, names, file] of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"\.\/([^"]+)"/g)) {
    for (const name of names.split(',')) {
      const [local, alias] = name.trim().split(/\s+as\s+/)
      if (local) files.set(alias ?? local, join(coreRoot, file))
    }
  }
  for (const [, names] of index.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const name of names.split(',')) {
      const [local, alias] = name.trim().split(/\s+as\s+/)
      const file = alias && files.get(local)
      if (file) files.set(alias, file)
    }
  }
  return files
}

/**
 * A component's stylesheets, derived from Mantine's own module graph: every CSS module (`X.module.mjs`, Mantine's
 * compiled `X.module.css`) reachable through relative imports from the file that defines the component brings
 * `@mantine/core/styles/X.css`, the sheets of what a file imports before its own (post-order, each once). Nothing is
 * listed by hand: `Radio` reaches `utils/InlineInput` and its `RadioCard` and `RadioIndicator` parts, `Checkbox` its
 * `CheckboxIndicator` and `CheckboxCard`, `TextInput` the `Input` wrapper's parts, and `NavLink`, which only borrows
 * Accordion's chevron icon, not Accordion's sheet. A part styled through its parent's context (`MenuItem` in a
 * `Menu`) renders only inside the parent, whose import brings the parent's sheets.
 */
function createResolver() {
  const files = exportFiles()
  const ordered = new Map<string, string[]>()

  /** The files a file imports (relative imports only: packages bring no core stylesheet). */
  function fileDeps(file: string): string[] {
    const deps = new Set<string>()
    for (const [, path] of readFileSync(file, 'utf8').matchAll(/(?:import|export)\s[^;]*?from\s*"(\.{1,2}\/[^"]+)"/g)) {
      const other = join(dirname(file), path)
      if (existsSync(other)) deps.add(other)
    }
    return [...deps]
  }

  /** A compiled CSS module's sheet (`RadioCard.module.mjs` → `@mantine/core/styles/RadioCard.css`), none for other files. */
  function ownSheet(file: string): string | undefined {
    if (!file.endsWith('.module.mjs')) return undefined
    const name = basename(file, '.module.mjs')
    return existsSync(join(stylesRoot, `${name}.css`)) ? `@mantine/core/styles/${name}.css` : undefined
  }

  const depsOf = new Map<string, string[]>()
  function cachedDeps(file: string): string[] {
    let deps = depsOf.get(file)
    if (!deps) depsOf.set(file, (deps = fileDeps(file)))
    return deps
  }

  /** Depth-first from one entry, each file once (Mantine's files import each other in cycles). */
  function stylesOf(entry: string): string[] {
    const known = ordered.get(entry)
    if (known) return known
    const list: string[] = []
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      for (const dep of cachedDeps(file)) visit(dep)
      const sheet = ownSheet(file)
      if (sheet && !list.includes(sheet)) list.push(sheet)
    }
    visit(entry)
    ordered.set(entry, list)
    return list
  }

  function forNames(names: string[]): string[] {
    const list: string[] = []
    for (const name of names) {
      const file = files.get(name)
      if (file) for (const sheet of stylesOf(file)) if (!list.includes(sheet)) list.push(sheet)
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
        [...readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*"@mantine\/core"/g)].flatMap(([, n]) =>
          n.split(',').map((s) => s.trim()),
        ),
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
    transform: {
      // Only our modules that name Mantine reach JavaScript (the bundler applies the filter; the check below stays).
      filter: { id: { include: /\/src\/.*\.tsx?(\?.*)?$/, exclude: /\/node_modules\// }, code: '@mantine/' },
      handler(code, id) {
        if (id.includes('/node_modules/') || !/\/src\/.*\.tsx?$/.test(id.split('?')[0]) || !code.includes('@mantine/'))
          return null
        const sheets = mantineStylesFor(code, resolver)
        if (sheets.length === 0) return null
        // On the first line, so the module's own line numbers (and source maps) stay as they are.
        return { code: `${sheets.map((sheet) => `import '${sheet}';`).join('')}${code}`, map: null }
      },
    },
  }
}
