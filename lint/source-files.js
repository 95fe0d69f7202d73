/**
 * What the house rules need to know about files other than the one being linted: the source files of a folder and
 * the syntax tree of each (Babel's parser, as the lint itself uses). Read once per file version (path and mtime), so
 * a whole-repository lint parses each file once however many rules ask.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from '@babel/parser'

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
