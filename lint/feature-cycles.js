/**
 * `house/feature-cycles`: features import each other in one direction only (docs/architecture.md, "No cycle between
 * features"). A pair that imports both ways, even through public surfaces and even for a type, is one domain split
 * in two. `import-x/no-cycle` sees loops between files; this sees loops between feature folders: an import from
 * feature A of feature B is refused when B, through any of its files, leads back to A. The message names the path
 * and the file of each step.
 */
import { dirname, relative, resolve, sep } from 'node:path'
import { importsOf, shortestPath, sourceFiles, syntaxOf } from './source-files.js'

const FEATURES = resolve('src/features')

/** The feature a specifier of `file` points into, or undefined. */
function featureOf(file, specifier) {
  if (specifier.startsWith('~/features/')) return specifier.split('/')[2]
  if (!specifier.startsWith('.')) return undefined
  const path = relative(FEATURES, resolve(dirname(file), specifier))
  return path.startsWith('..') ? undefined : path.split(/[\\/]/)[0]
}

const ownFeature = (file) => {
  const path = relative(FEATURES, resolve(file))
  return path.startsWith('..') ? undefined : path.split(sep)[0]
}

let cached

/** feature → (imported feature → the first file that imports it), from the files on disk; rebuilt when a file changes. */
function featureGraph(root = FEATURES) {
  const files = sourceFiles(root).sort()
  const asts = files.map(syntaxOf)
  if (cached && cached.asts.length === asts.length && cached.asts.every((ast, i) => ast === asts[i]))
    return cached.graph
  const graph = new Map()
  for (const [index, file] of files.entries()) {
    const feature = relative(root, file).split(sep)[0]
    if (!graph.has(feature)) graph.set(feature, new Map())
    const edges = graph.get(feature)
    const ast = asts[index]
    if (!ast) continue
    for (const specifier of importsOf(ast)) {
      const target = featureOf(file, specifier)
      if (target && target !== feature && !edges.has(target)) edges.set(target, relative(root, file))
    }
  }
  cached = { asts, graph }
  return graph
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Features import each other in one direction only (no loop between feature folders).' },
    schema: [],
  },
  create(context) {
    const file = context.filename
    const feature = ownFeature(file)
    if (!feature || /\.test\.tsx?$/.test(file)) return {}
    let graph
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return
      const target = featureOf(file, specifier)
      if (!target || target === feature) return
      graph ??= featureGraph()
      const back = shortestPath(target, feature, (node) => graph.get(node)?.keys() ?? [])
      if (!back) return
      const steps = back.slice(0, -1).map((from, i) => `${from} → ${back[i + 1]} (${graph.get(from).get(back[i + 1])})`)
      context.report({
        node,
        message: `Features ${feature} and ${target} import each other: ${[feature, ...back].join(' → ')}; ${steps.join('; ')}. Move the shared piece down, or compose both from the page above them.`,
      })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    }
  },
}
