/**
 * `house/cookies`: one cookie parser on each side (docs/architecture.md, conventions). In the browser,
 * `document.cookie` is read and written only by src/lib/cookies.ts. On the server, a `Cookie` header is read only by
 * src/server/http/cookies.ts (hono's parser) and by `getCookie` of `hono/cookie` in handlers: fetching the raw header
 * (`headers.get('cookie')`, `c.req.header('cookie')`) is refused unless it is handed straight to one of the kit's
 * readers (option `readers`), and so is importing hono's parser itself or writing a `Set-Cookie` value by hand in a
 * template string. Files that are the kit, or forward the header untouched, are left out in eslint.config.js.
 */
const RAW_READS = new Set(['get', 'header'])
const WRITES = new Set(['append', 'set'])
const text = (node) =>
  node?.type === 'Literal' && typeof node.value === 'string' ? node.value.toLowerCase() : undefined

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Cookies are read and written only through the cookie kit of each side.' },
    schema: [
      {
        type: 'object',
        properties: { readers: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const readers = new Set(context.options[0]?.readers ?? [])
    return {
      MemberExpression(node) {
        if (
          node.object.type === 'Identifier' &&
          node.object.name === 'document' &&
          !node.computed &&
          node.property.name === 'cookie'
        ) {
          context.report({
            node,
            message:
              'document.cookie is read and written only by ~/lib/cookies (readDocumentCookie, writeDocumentCookie).',
          })
        }
      },
      ImportDeclaration(node) {
        if (node.source.value === 'hono/utils/cookie')
          context.report({
            node,
            message:
              'Cookies are parsed by src/server/http/cookies.ts (requestCookie, requestCookies), or getCookie of hono/cookie in a handler.',
          })
      },
      CallExpression(node) {
        const callee = node.callee
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return
        const name = callee.property.name
        const header = text(node.arguments[0])
        if (RAW_READS.has(name) && header === 'cookie' && node.arguments.length === 1) {
          const parent = node.parent
          const handed =
            parent.type === 'CallExpression' &&
            parent.arguments.includes(node) &&
            parent.callee.type === 'Identifier' &&
            readers.has(parent.callee.name)
          if (!handed)
            context.report({
              node,
              message: `Hand the Cookie header straight to the cookie kit (${[...readers].join(', ')}), never parse it by hand.`,
            })
        }
        if (WRITES.has(name) && header === 'set-cookie') {
          const value = node.arguments[1]
          if (value && (value.type === 'TemplateLiteral' || value.type === 'BinaryExpression')) {
            context.report({
              node: value,
              message:
                'A Set-Cookie value comes from the cookie kit (cookieHeader of src/server/http/cookies.ts), not a hand-written string.',
            })
          }
        }
      },
    }
  },
}
