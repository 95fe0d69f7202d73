/**
 * Reads a route's valibot search schema (the `~/lib/search-params` idioms) into rows of the deep-link reference:
 * each param's type, default and allowed values, and an example value the schema accepts. Walks the schema objects
 * (type, pipe, options, wrapped, default), so a new idiom only needs a line here.
 */
import * as v from 'valibot'

type Node = {
  type?: string
  kind?: string
  pipe?: Node[]
  options?: unknown[]
  wrapped?: Node
  default?: unknown
  entries?: Record<string, Node>
  requirement?: unknown
  fallback?: unknown
}

export interface ParamRow {
  name: string
  type: string
  default: string
  allowed: string
  example: unknown
}

/** The object schema of a route's validateSearch (a plain object, or the first item of a pipe). */
export function entriesOf(schema: unknown): Record<string, Node> {
  const node = schema as Node
  if (node?.entries) return node.entries
  const first = node?.pipe?.[0]
  return first?.entries ?? {}
}

function describeInner(node: Node, fallback: unknown): { type: string; allowed: string; example: unknown } {
  if (node.type === 'picklist') {
    const options = node.options ?? []
    // The last option that is not the default: an example that is the default would leave the URL.
    const example = options.findLast((o) => o !== fallback) ?? options.at(-1)
    return { type: 'one of', allowed: options.map((o) => `\`${String(o)}\``).join(', '), example }
  }
  if (node.type === 'unknown') return { type: 'any text', allowed: 'anything, kept as is', example: 'spring' }
  const steps = node.pipe ?? [node]
  let type = 'text'
  const limits: string[] = []
  let min: number | undefined
  let example: unknown = 'example'
  for (const step of steps) {
    if (step.type === 'safe_integer' || step.type === 'integer') type = 'integer'
    else if (step.type === 'min_value') min = Number(step.requirement)
    else if (step.type === 'max_value') limits.push(`${min ?? ''}–${String(step.requirement)}`)
    else if (step.type === 'max_length') limits.push(`at most ${String(step.requirement)} characters`)
    else if (step.type === 'regex') {
      const pattern = String(step.requirement)
      if (pattern.includes('\\.')) type = 'decimal'
      limits.push(`matching \`${pattern}\``)
    }
  }
  if (type === 'integer') example = Math.max(min ?? 1, 1) === 1 ? 2 : Math.max(min ?? 1, 1)
  else if (type === 'decimal') example = 10
  if (min !== undefined && !limits.some((l) => l.includes('–'))) limits.push(`from ${min}`)
  return { type, allowed: limits.join(', ') || 'any', example }
}

/** One row per param of the schema, in the schema's order. */
export function describeSchema(schema: unknown): ParamRow[] {
  return Object.entries(entriesOf(schema)).map(([name, node]) => {
    const inner = node.type === 'optional' && node.wrapped ? node.wrapped : node
    const fallback = node.default !== undefined ? node.default : node.fallback
    const { type, allowed, example } = describeInner(inner, fallback)
    return { name, type, default: fallback === undefined ? '' : `\`${String(fallback)}\``, allowed, example }
  })
}

/** The example search of a schema: each param's example that the schema keeps as it is. */
export function exampleSearch(schema: unknown, rows: ParamRow[]): Record<string, unknown> {
  const candidate = Object.fromEntries(rows.map((row) => [row.name, row.example]))
  const parsed = v.safeParse(schema as v.GenericSchema, candidate)
  if (!parsed.success) return {}
  const output = parsed.output as Record<string, unknown>
  return Object.fromEntries(
    rows
      .filter((row) => output[row.name] === row.example || String(output[row.name]) === String(row.example))
      .map((row) => [row.name, row.example]),
  )
}
