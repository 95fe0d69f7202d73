/**
 * `house/date-parsing`: one date parser (docs/architecture.md, conventions): a date text becomes a Date only in
 * ~/lib/dates (`parseApiTime`, `formatApiTime`, …), which reads the API's `yyyy-MM-dd HH:mm:ss` as UTC the same way
 * on the server's render and in the browser. Refused elsewhere: `Date.parse(…)`, and `new Date(x)` with one argument
 * unless `x` is plainly a number (a number, arithmetic, `Date.now()`, `Date.UTC(…)`, `d.getTime()`, `Math.…`):
 * `new Date('2026-11-01 10:00:00')` is local time in one engine and Invalid Date in another. On the server the one
 * parser is src/server/http/dates.ts (`parseDay`, `parseTime`; option `parser` names it in the message): Node reads a
 * zoneless time in the server's TZ.
 */
const NUMERIC_CALLS = /^(now|UTC|getTime|valueOf)$/

function plainlyNumeric(node) {
  if (node.type === 'Literal') return typeof node.value === 'number'
  if (node.type === 'BinaryExpression') {
    if (['-', '*', '/', '%'].includes(node.operator)) return true
    const text = (side) =>
      (side.type === 'Literal' && typeof side.value === 'string') || side.type === 'TemplateLiteral'
    return (
      node.operator === '+' &&
      !text(node.left) &&
      !text(node.right) &&
      (plainlyNumeric(node.left) || plainlyNumeric(node.right))
    )
  }
  if (node.type === 'UnaryExpression') return true
  if (
    node.type === 'CallExpression' &&
    node.callee.type === 'MemberExpression' &&
    node.callee.property.type === 'Identifier'
  ) {
    return (
      NUMERIC_CALLS.test(node.callee.property.name) ||
      (node.callee.object.type === 'Identifier' && node.callee.object.name === 'Math')
    )
  }
  return false
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Date texts are parsed only by the one date module of each side.' },
    schema: [{ type: 'object', properties: { parser: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const parser = context.options[0]?.parser ?? '~/lib/dates (parseApiTime, formatApiTime, formatApiDate…)'
    const message = `Parse a date text with ${parser}, the one date parser.`
    return {
      CallExpression(node) {
        const callee = node.callee
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'Date' &&
          callee.property.name === 'parse'
        )
          context.report({ node, message })
      },
      NewExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'Date' || node.arguments.length !== 1) return
        if (!plainlyNumeric(node.arguments[0])) context.report({ node, message })
      },
    }
  },
}
