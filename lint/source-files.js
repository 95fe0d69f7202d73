/**
 * What the house rules need to know about files other than the one being linted: the source files of a folder, the
 * imports of each and, for the rules that look further, its syntax tree. Read once per file version (path and mtime),
 * so a whole-repository lint reads each file once however many rules ask. The reading is oxc's parser (native): its
 * module record lists a file's imports without a walk of the tree, and the tree (ESTree, as ESLint's) is built only
 * for the rule that asks for it. Babel's parser here cost about a third of the whole lint (a second parse of every
 * file beside ESLint's own; decision 78).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { parseSync } from 'oxc-parser'

/** The extensions a specifier may leave out, as tsconfig.json's bundler resolution tries them. */
export const CODE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs']
const ALIASES = [
  ['~/', resolve('src')],
  ['#locales/', resolve('locales')],
]

const isFile = (path) => {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

const resolved = new Map()

/**
 * The file on disk a module specifier of `from` names, or undefined (a package, or no such file): our own two ways of
 * naming a file, relative paths and tsconfig.json's aliases (`~/`, `#locales/`), with or without the extension, or a
 * folder's index; a Vite query (`?url`, `?raw`) names the file before it. Packages are outside the house's checks
 * (no-cycle.js, layers.js). Kept per folder: a whole-repository lint resolves each specifier of a folder once.
 */
export function resolveImport(from, specifier) {
  const key = `${dirname(from)}\0${specifier}`
  if (!resolved.has(key)) resolved.set(key, resolveUncached(from, specifier))
  return resolved.get(key)
}

function resolveUncached(from, specifier) {
  const path = specifier.split('?')[0]
  let base
  if (path.startsWith('.')) base = resolve(dirname(from), path)
  else {
    const alias = ALIASES.find(([prefix]) => path.startsWith(prefix))
    if (!alias) return undefined
    base = resolve(alias[1], path.slice(alias[0].length))
  }
  if (isFile(base)) return base
  for (const candidate of [
    ...CODE_EXTENSIONS.map((extension) => base + extension),
    ...CODE_EXTENSIONS.map((extension) => `${base}/index${extension}`),
  ])
    if (isFile(candidate)) return candidate
  return undefined
}

/** Non-test .ts/.tsx files under `dir`, recursively. */
export function sourceFiles(dir) {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return []
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const sources = new Map()

/**
 * A file as the house rules read it, or null when it cannot be read: `program` (its ESTree syntax tree, built on first
 * use), `imports` (every module specifier: static imports, types too, re-exports and dynamic `import('…')`) and
 * `runtimeImports` (the same without the type-only imports and re-exports, which the compiler erases). One object per
 * file version, so it also stands for that version (a changed file is a new object).
 */
export function syntaxOf(path) {
  let stamp
  try {
    stamp = statSync(path).mtimeMs
  } catch {
    return null
  }
  const cached = sources.get(path)
  if (cached && cached.stamp === stamp) return cached.source
  let source = null
  try {
    const text = readFileSync(path, 'utf8')
    const result = parseSync(path, text, { sourceType: 'module' })
    source = {
      text,
      get program() {
        return result.program
      },
      ...moduleImports(result.module, text),
    }
  } catch {
    source = null
  }
  sources.set(path, { stamp, source })
  return source
}

/** A string literal's value (`'./x'`, `"./x"`), or undefined for any other expression. */
const stringValue = (code) => /^(['"])([^'"\\]*)\1$/.exec(code)?.[2]

/** The import lists of `syntaxOf`, from oxc's module record (one entry a statement, in the order of the text). */
function moduleImports(module, text) {
  const statements = []
  for (const statement of module.staticImports) {
    // `import type { a } from`, or every binding a type (`import { type a }`); `import './x'` binds nothing and runs.
    const typeOnly = statement.entries.length > 0 && statement.entries.every((entry) => entry.isType)
    statements.push({ at: statement.start, specifier: statement.moduleRequest.value, typeOnly })
  }
  for (const statement of module.staticExports) {
    // A re-export names its module after its names (`export { a } from './x'`); `export { a }` of an imported binding
    // carries the module of the import statement before it (and that statement's span).
    const reexports = statement.entries.filter(
      ({ moduleRequest, start }) => moduleRequest && moduleRequest.start > start,
    )
    if (reexports.length === 0) continue
    const typeOnly = reexports.every((entry) => entry.isType)
    statements.push({ at: reexports[0].start, specifier: reexports[0].moduleRequest.value, typeOnly })
  }
  statements.sort((a, b) => a.at - b.at)
  const dynamic = module.dynamicImports
    .map((found) => stringValue(text.slice(found.moduleRequest.start, found.moduleRequest.end)))
    .filter((specifier) => specifier !== undefined)
  return {
    imports: [...statements.map((statement) => statement.specifier), ...dynamic],
    runtimeImports: [...statements.filter((s) => !s.typeOnly).map((statement) => statement.specifier), ...dynamic],
  }
}

/** Every node of a tree, depth first. */
export function* walk(node) {
  if (!node || typeof node !== 'object') return
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child)
    return
  }
  if (typeof node.type !== 'string') return
  yield node
  for (const [key, value] of Object.entries(node)) {
    if (
      key === 'parent' ||
      key === 'loc' ||
      key === 'leadingComments' ||
      key === 'trailingComments' ||
      key === 'innerComments' ||
      key === 'extra'
    )
      continue
    if (value && typeof value === 'object') yield* walk(value)
  }
}

const derived = new WeakMap()

/** What `derive` makes of a tree, once per tree (a tree is parsed once per file version, see syntaxOf). */
export function once(ast, name, derive) {
  if (!ast) return derive(ast)
  let entry = derived.get(ast)
  if (!entry) derived.set(ast, (entry = new Map()))
  if (!entry.has(name)) entry.set(name, derive(ast))
  return entry.get(name)
}

/** The module specifiers a file imports (`syntaxOf(path).imports`; none when it cannot be read). */
export const importsOf = (source) => source?.imports ?? []

/**
 * A shortest path from `from` to `to` (both included) following `next(node)` (an iterable of the nodes it leads to),
 * or null when there is none: the chain a cycle message names (no-cycle.js, feature-cycles.js).
 */
export function shortestPath(from, to, next) {
  const previous = new Map([[from, null]])
  const queue = [from]
  while (queue.length > 0) {
    const node = queue.shift()
    if (node === to) {
      const path = []
      for (let at = to; at !== null; at = previous.get(at)) path.unshift(at)
      return path
    }
    for (const following of next(node)) {
      if (!previous.has(following)) {
        previous.set(following, node)
        queue.push(following)
      }
    }
  }
  return null
}
