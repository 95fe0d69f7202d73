/**
 * Features import each other in one direction only: a pair that imports both ways (even through public surfaces,
 * even for a type) is one domain split in two, and a change to either rebuilds and retests both. This walks the
 * import graph of src/features/* (test files aside) and fails on any feature-level cycle, naming its path.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const FEATURES = resolve(__dirname, '../../src/features')

type Graph = Map<string, Map<string, string>>

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** feature → (imported feature → the first file that imports it). */
export function featureGraph(): Graph {
  const graph: Graph = new Map()
  for (const feature of readdirSync(FEATURES, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)) {
    const edges = new Map<string, string>()
    graph.set(feature, edges)
    for (const file of sourceFiles(join(FEATURES, feature))) {
      const source = readFileSync(file, 'utf8')
      for (const [, specifier] of source.matchAll(/(?:from\s+|import\s*\(\s*)'([^']+)'/g)) {
        let target: string | undefined
        if (specifier.startsWith('~/features/')) target = specifier.split('/')[2]
        else if (specifier.startsWith('.')) {
          const path = relative(FEATURES, resolve(dirname(file), specifier))
          if (!path.startsWith('..')) target = path.split(/[\\/]/)[0]
        }
        if (target && target !== feature && !edges.has(target)) edges.set(target, relative(FEATURES, file))
      }
    }
  }
  return graph
}

/** Every cycle's path, found by depth-first search (one per back edge), as "a → b → a". */
export function featureCycles(graph: Map<string, Map<string, string> | Set<string>>): string[] {
  const cycles: string[] = []
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (node: string) => {
    state.set(node, 'open')
    stack.push(node)
    for (const next of graph.get(node)?.keys() ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].join(' → '))
      else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(node, 'done')
  }
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node)
  return cycles
}

describe('the feature import graph', () => {
  it('has no cycle between features', () => {
    const graph = featureGraph()
    const cycles = featureCycles(graph).map((cycle) => {
      const steps = cycle.split(' → ')
      const files = steps.slice(0, -1).map((from, i) => `${from} → ${steps[i + 1]} (${graph.get(from)?.get(steps[i + 1])})`)
      return `${cycle}: ${files.join('; ')}`
    })
    expect(cycles).toEqual([])
  })

  it('sees the imports: the shell composes features, site and catalog import no feature above them', () => {
    const graph = featureGraph()
    expect(graph.get('shell')?.has('cart')).toBe(true)
    expect([...(graph.get('site')?.keys() ?? [])]).toEqual([])
    expect([...(graph.get('catalog')?.keys() ?? [])]).toEqual([])
  })

  it('reports a pair and a longer loop', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['a', 'c'])],
      ['c', new Set(['d'])],
      ['d', new Set(['b'])],
    ])
    expect(featureCycles(graph)).toEqual(['a → b → a', 'b → c → d → b'])
  })
})
