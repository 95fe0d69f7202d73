/**
 * What the house rules need to know about files other than the one being linted: the source files of a folder and
 * the syntax tree of each (Babel's parser, as the lint itself uses). Read once per file version (path and mtime), so
 * a whole-repository lint parses each file once however many rules ask.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { parse } from '@babel/parser'

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

const trees = new Map()

/** The Babel AST of a file (ESTree-ish enough for walking: Babel node types), or null when it does not parse. */
export function syntaxOf(path) {
  let stamp
  try {
    stamp = statSync(path).mtimeMs
  } catch {
    return null
  }
  const cached = trees.get(path)
  if (cached && cached.stamp === stamp) return cached.ast
  let ast = null
  try {
    const plugins = path.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript']
    ast = parse(readFileSync(path, 'utf8'), { sourceType: 'module', plugins, errorRecovery: true })
  } catch {
    ast = null
  }
  trees.set(path, { stamp, ast })
  return ast
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

/** The module specifiers a tree imports: static imports (types too), re-exports and dynamic `import('…')`. */
export function importsOf(ast) {
  return once(ast, 'imports', findImports)
}

function findImports(ast) {
  const found = []
  for (const node of walk(ast)) {
    if (
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportNamedDeclaration' ||
        node.type === 'ExportAllDeclaration') &&
      node.source
    ) {
      found.push(node.source.value)
    } else if (node.type === 'ImportExpression' && node.source?.type === 'StringLiteral') found.push(node.source.value)
    else if (
      node.type === 'CallExpression' &&
      node.callee.type === 'Import' &&
      node.arguments[0]?.type === 'StringLiteral'
    ) {
      found.push(node.arguments[0].value)
    }
  }
  return found
}

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
