/**
 * `house/marked-messages`: every message the API answers with is a marked message (decision 25), so
 * `lingui extract` puts it into locales/<locale>/server.po and the catalogue check demands its translations. Refused:
 * a plain literal or a template string where the API throws or validates: `badRequest('…')`,
 * `new ApiError(400, \`…\`)`, `new BadInput('…')`, a valibot message. Marked is `/*i18n*\/ '…'`; a value belongs in
 * the message's `{placeholders}`, given as its values. Either side of a `? :` is checked. The operator CLI's files
 * speak English only and are left out in eslint.config.js.
 */
const THROWERS = new Set(['badRequest', 'notFound', 'forbidden', 'unauthorized'])
/** Valibot actions whose first argument is the message (no requirement comes before it). */
const MESSAGE_FIRST = new Set([
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
/** Valibot functions whose string arguments are not messages. */
const NOT_MESSAGES = new Set([
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

export default {
  meta: {
    type: 'problem',
    docs: {
      description: 'API messages are marked for translation (/*i18n*/), never plain literals or template strings.',
    },
    schema: [],
  },
  create(context) {
    const sourceCode = context.sourceCode
    const isMarked = (node) => sourceCode.getCommentsBefore(node).some((comment) => comment.value.trim() === 'i18n')
    const check = (arg) => {
      if (!arg) return
      const literal = (arg.type === 'Literal' && typeof arg.value === 'string') || arg.type === 'TemplateLiteral'
      if (literal && !isMarked(arg)) {
        context.report({
          node: arg,
          message:
            'An API message is marked for translation: /*i18n*/ before the text, values as {placeholders} (decision 25).',
        })
      }
      if (arg.type === 'ConditionalExpression') {
        check(arg.consequent)
        check(arg.alternate)
      }
    }
    const call = (node) => {
      const { callee, arguments: args } = node
      if (callee.type === 'Identifier' && THROWERS.has(callee.name)) check(args[0])
      if (
        node.type === 'NewExpression' &&
        callee.type === 'Identifier' &&
        (callee.name === 'ApiError' || callee.name === 'BadInput')
      ) {
        check(args[callee.name === 'ApiError' ? 1 : 0])
      }
      if (
        callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'v' &&
        callee.property.type === 'Identifier'
      ) {
        const name = callee.property.name
        if (!NOT_MESSAGES.has(name)) args.forEach((arg, i) => (i > 0 || MESSAGE_FIRST.has(name)) && check(arg))
      }
    }
    return { CallExpression: call, NewExpression: call }
  },
}
