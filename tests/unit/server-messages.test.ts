/**
 * Every message the API answers with is a marked message (decision 25), so `lingui extract` puts it into
 * locales/<locale>/server.po and the catalogue test demands its translations. This fails on a message written as a
 * plain literal or a template string where the API throws or validates: `badRequest('…')`, `new ApiError(400, \`…\`)`,
 * a valibot message. (A value belongs in the message's `{placeholders}`, given as its values.)
 * The operator CLI's commands (ops files, and the catalogue feed import) speak English only and are left out.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from '@babel/parser'
import { describe, expect, it } from 'vitest'

type Node = { type: string; start: number; end: number; leadingComments?: { value: string }[] | null; [key: string]: unknown }

const THROWERS = new Set(['badRequest', 'notFound', 'forbidden', 'unauthorized'])
/** Valibot actions whose first argument is the message (no requirement comes before it). */
const MESSAGE_FIRST = new Set(['string', 'number', 'boolean', 'integer', 'email', 'url', 'nonEmpty', 'finite', 'safeInteger', 'isoDate', 'isoDateTime', 'isoTime', 'isoTimestamp', 'date', 'digits', 'uuid', 'bigint', 'decimal', 'hexadecimal'])
/** Valibot functions whose string arguments are not messages. */
const NOT_MESSAGES = new Set(['startsWith', 'endsWith', 'includes', 'description', 'title', 'metadata', 'notValue', 'transform', 'optional', 'nullable', 'nullish', 'fallback', 'brand'])
/**
 * The operator CLI (and its shopper lookup, kit/shopper.ts), the catalogue feeds it imports (their rejected rows are
 * reported to the operator), the exchange rates it sets (currency/rates.ts refuses only `ops rates set|import`; the shoppers' call reads)
 * and the currency menu it sets (currency/offered.ts, `ops currency offer|default`).
 */
const OPERATOR_ONLY = /(^|\/)(ops\.ts|ops-commands\.ts)$|\/ops\/|\/kit\/shopper\.ts$|\/catalogue-feeds\/(?!export)|\/currency\/(rates|offered)\.ts$/

function serverFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return serverFiles(path)
    return path.endsWith('.ts') && !path.endsWith('.test.ts') && !OPERATOR_ONLY.test(path) ? [path] : []
  })
}

const isMarked = (node: Node) => (node.leadingComments ?? []).some((c) => c.value.trim() === 'i18n')

/** Unmarked message literals of one source: `file:line: text`. */
export function unmarkedMessages(file: string, source: string): string[] {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript'] }) as unknown as Node
  const found: string[] = []
  const check = (arg: Node | undefined) => {
    if (!arg) return
    const literal = arg.type === 'StringLiteral' || arg.type === 'TemplateLiteral'
    if (literal && !isMarked(arg)) {
      const line = source.slice(0, arg.start).split('\n').length
      found.push(`${file}:${line}: ${source.slice(arg.start, arg.end)}`)
    }
    // Either side of a choice is a message too.
    if (arg.type === 'ConditionalExpression') [arg.consequent, arg.alternate].forEach((n) => check(n as Node))
  }
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) return node.forEach(visit)
    const n = node as Node
    if (n.type === 'CallExpression' || n.type === 'NewExpression') {
      const callee = n.callee as Node & { name?: string; object?: Node & { name?: string }; property?: Node & { name?: string } }
      const args = n.arguments as Node[]
      if (callee.type === 'Identifier' && THROWERS.has(callee.name!)) check(args[0])
      if (n.type === 'NewExpression' && callee.type === 'Identifier' && (callee.name === 'ApiError' || callee.name === 'BadInput')) {
        check(args[callee.name === 'ApiError' ? 1 : 0])
      }
      if (callee.type === 'MemberExpression' && callee.object?.name === 'v' && callee.property?.name && !NOT_MESSAGES.has(callee.property.name)) {
        args.forEach((arg, i) => (i > 0 || MESSAGE_FIRST.has(callee.property!.name!)) && check(arg))
      }
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'leadingComments' && key !== 'trailingComments' && key !== 'loc') visit(value)
  }
  visit(ast)
  return found
}

describe('API messages', () => {
  it('finds an unmarked message, a template message and a valibot message, and accepts marked ones', () => {
    const source = [
      "throw badRequest('Order not found')",
      'throw notFound(`No order ${no}`)',
      "v.maxLength(10, 'too long')",
      "throw new ApiError(500, cond ? /*i18n*/ 'A' : 'B')",
      "throw badRequest(/*i18n*/ 'Only {count} left', { count })",
      "v.pipe(v.string(/*i18n*/ 'must be text'), v.regex(/x/, /*i18n*/ 'is not valid'), v.literal('yes'))",
    ].join('\n')
    expect(unmarkedMessages('x.ts', source)).toEqual(["x.ts:1: 'Order not found'", 'x.ts:2: `No order ${no}`', "x.ts:3: 'too long'", "x.ts:4: 'B'"])
  })

  it('are all marked for translation in src/server', () => {
    const found = serverFiles('src/server').flatMap((file) => unmarkedMessages(file, readFileSync(file, 'utf8')))
    expect(found).toEqual([])
  }, 120_000)
})
