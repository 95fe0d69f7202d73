import { parse } from '@babel/parser'
import traverseMod from '@babel/traverse'
import { readFileSync, writeFileSync } from 'node:fs'
const traverse = traverseMod.default ?? traverseMod
const ERR = new Set(['badRequest', 'notFound', 'forbidden', 'unauthorized'])
const NOREQ = new Set([
  'string',
  'number',
  'boolean',
  'integer',
  'email',
  'url',
  'nonEmpty',
  'finite',
  'safeInteger',
  'isoDate',
  'isoDateTime',
  'isoTime',
  'isoTimestamp',
  'date',
  'digits',
  'uuid',
  'bigint',
  'decimal',
  'hexadecimal',
])
const SKIP = new Set([
  'startsWith',
  'endsWith',
  'includes',
  'description',
  'title',
  'metadata',
  'notValue',
  'transform',
  'optional',
  'nullable',
  'nullish',
  'fallback',
  'brand',
])
const templates = []
const mode = process.argv[2]
for (const file of process.argv.slice(3)) {
  const text = readFileSync(file, 'utf8')
  const ast = parse(text, { sourceType: 'module', plugins: ['typescript'] })
  const marks = []
  const consider = (arg) => {
    if (!arg) return
    if (arg.type === 'StringLiteral' || (arg.type === 'TemplateLiteral' && arg.expressions.length === 0)) {
      const marked = (arg.leadingComments ?? []).some((c) => c.value.trim() === 'i18n')
      if (!marked) marks.push(arg)
    } else if (
      arg.type === 'TemplateLiteral' ||
      arg.type === 'ConditionalExpression' ||
      arg.type === 'LogicalExpression' ||
      arg.type === 'BinaryExpression'
    ) {
      templates.push(`${file}:${arg.loc.start.line}: ${text.slice(arg.start, arg.end)}`)
    }
  }
  traverse(ast, {
    CallExpression(path) {
      visit(path.node)
    },
    NewExpression(path) {
      visit(path.node)
    },
  })
  function visit(node) {
    const callee = node.callee
    const args = node.arguments
    if (callee.type === 'Identifier' && ERR.has(callee.name)) consider(args[0])
    if (node.type === 'NewExpression' && callee.type === 'Identifier' && callee.name === 'ApiError') consider(args[1])
    if (
      callee.type === 'MemberExpression' &&
      callee.object.type === 'Identifier' &&
      callee.object.name === 'v' &&
      callee.property.type === 'Identifier'
    ) {
      const name = callee.property.name
      if (SKIP.has(name)) return
      args.forEach((a, i) => {
        if (i === 0 && !NOREQ.has(name)) return
        consider(a)
      })
    }
  }
  if (marks.length && mode === 'write') {
    let out = text
    for (const n of marks.sort((a, b) => b.start - a.start))
      out = out.slice(0, n.start) + '/*i18n*/ ' + out.slice(n.start)
    writeFileSync(file, out)
  }
  if (marks.length)
    console.log(file, marks.length, mode === 'write' ? '' : marks.map((m) => text.slice(m.start, m.end)).join(' | '))
}
console.log('NON-LITERAL:\n' + templates.join('\n'))
