/**
 * `house/no-cycle`: no import cycle between files (docs/architecture.md). An import is refused when the imported file
 * leads back, through any chain of imports, to the importing file. What counts is what `import-x/no-cycle` counted:
 * static imports and re-exports (a type-only import or re-export does not: it is erased), side-effect imports and
 * dynamic `import('…')`; packages are outside the graph. It replaces `import-x/no-cycle`, which resolved every import
 * through its export maps and took about 60 % of the whole lint: this reads each file's imports once with the house's
 * cache (source-files.js: oxc's module record), resolves our own two ways of naming a file (relative paths and the `~/` and `#locales/`
 * aliases of tsconfig.json, with or without the extension, or a folder's index), and finds the strongly connected
 * components of the graph once (Tarjan's algorithm). The message names the loop, file by file.
 */
import { statSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { CODE_EXTENSIONS, once, resolveImport, shortestPath, syntaxOf, walk } from './source-files.js'

const ROOT = resolve('.')

const isFile = (path) => {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/**
 * The code file a specifier of `from` names, or undefined: a package, a file that is not code (styles, data), or a
 * Vite query (`?url`, `?raw`: the module is not run).
 */
function resolveSpecifier(from, specifier) {
  if (specifier.includes('?')) return undefined
  const file = resolveImport(from, specifier)
  return file && CODE_EXTENSIONS.some((extension) => file.endsWith(extension)) ? file : undefined
}

/** A type-only import or re-export is erased by the compiler: it makes no edge. */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true
  return (
    (node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration') &&
    node.specifiers.length > 0 &&
    node.specifiers.every((specifier) => (specifier.importKind ?? specifier.exportKind) === 'type')
  )
}

const isDeclaration = (node) =>
  (node.type === 'ImportDeclaration' ||
    node.type === 'ExportNamedDeclaration' ||
    node.type === 'ExportAllDeclaration') &&
  node.source

/** The specifiers the text being linted imports at run time, with the node of each (for the report). */
function edgeNodes(program, text) {
  const found = program.body
    .filter((node) => isDeclaration(node) && !typeOnly(node))
    .map((node) => ({ node, specifier: node.source.value }))
  if (!text.includes('import(')) return found
  for (const node of walk(program.body))
    if (node.type === 'ImportExpression' && typeof node.source?.value === 'string')
      found.push({ node, specifier: node.source.value })
  return found
}

/** The files a file on disk imports (edges of the graph), read once per file version. */
function targetsOf(path) {
  const source = syntaxOf(path)
  if (!source) return []
  return once(source, 'cycle-targets', () =>
    source.runtimeImports
      .map((specifier) => resolveSpecifier(path, specifier))
      .filter((target) => target !== undefined),
  )
}

/**
 * The component of every file reached from `start`: Tarjan's strongly connected components, iterative (deep import
 * chains would overflow the stack). Files already placed by an earlier call are not visited again.
 */
const components = new Map()
/** The tree each placed file had when it was placed: a changed file drops the whole cache (an editor's session). */
const placedTrees = new Map()

function place(start) {
  let index = 0
  const indexOf = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const visit = (root) => {
    const frames = [{ file: root, targets: targetsOf(root), next: 0 }]
    indexOf.set(root, index)
    low.set(root, index++)
    stack.push(root)
    onStack.add(root)
    while (frames.length > 0) {
      const frame = frames.at(-1)
      if (frame.next < frame.targets.length) {
        const target = frame.targets[frame.next++]
        if (components.has(target)) continue
        if (!indexOf.has(target)) {
          indexOf.set(target, index)
          low.set(target, index++)
          stack.push(target)
          onStack.add(target)
          frames.push({ file: target, targets: targetsOf(target), next: 0 })
        } else if (onStack.has(target)) low.set(frame.file, Math.min(low.get(frame.file), indexOf.get(target)))
        continue
      }
      frames.pop()
      const parent = frames.at(-1)
      if (parent) low.set(parent.file, Math.min(low.get(parent.file), low.get(frame.file)))
      if (low.get(frame.file) !== indexOf.get(frame.file)) continue
      const members = new Set()
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        members.add(member)
      } while (member !== frame.file)
      for (const file of members) {
        components.set(file, members)
        placedTrees.set(file, syntaxOf(file))
      }
    }
  }
  if (!components.has(start)) visit(start)
  return components.get(start)
}

/**
 * The component of `file`, recomputed when it or a file of its component changed since it was placed. A file not yet
 * placed is placed beside the others: clearing the graph for it (as this did until decision 134) made a
 * whole-repository lint rebuild the graph from nearly every file, about 1,600 times.
 */
function componentOf(file) {
  const cached = components.get(file)
  if (cached) {
    if ([...cached].every((member) => syntaxOf(member) === placedTrees.get(member))) return cached
    components.clear()
    placedTrees.clear()
  }
  return place(file)
}

/** A shortest chain of imports from `from` to `to` (both included), inside `members` when given; null when there is none. */
const chain = (from, to, members) =>
  shortestPath(from, to, (file) => targetsOf(file).filter((next) => !members || members.has(next)))

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle between files (type-only imports aside).' },
    schema: [],
  },
  create(context) {
    const file = resolve(context.physicalFilename ?? context.filename)
    // Nothing on disk can import a file that is not there.
    if (!isFile(file)) return {}
    return {
      Program(program) {
        // The file's own imports come from the text being linted; the rest of the graph from the disk.
        const onDisk = new Set(targetsOf(file))
        for (const { node, specifier } of edgeNodes(program, context.sourceCode.text)) {
          const target = resolveSpecifier(file, specifier)
          if (!target || target === file) continue
          let back
          if (onDisk.has(target)) {
            // The import is on disk too: it closes a loop exactly when both files are in one component.
            const members = componentOf(target)
            if (!members.has(file)) continue
            back = chain(target, file, members)
          } else back = chain(target, file)
          if (!back) continue
          const loop = [file, ...back].map((path) => relative(ROOT, path))
          context.report({ node, message: `Import cycle: ${loop.join(' → ')}. Move the shared piece into a leaf.` })
        }
      },
    }
  },
}
