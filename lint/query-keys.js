/**
 * The query-key rules (docs/architecture.md, "Query keys"): one key tree per feature, `<name>Keys` in its
 * queries.ts, and no key that no tree owns.
 *
 * `house/query-key-trees`, on every `…Keys = { … }` object: it lives in a feature's queries.ts, one a file; its `all`
 * is `['<the feature's folder>']` (so every tree has its own root); every other member is a function whose key
 * starts with `...<tree>.all` or another member of the tree (so it starts with the root); and every member is the
 * key of a query (`queryKey: <tree>.<member>(…)` in any browser file) or the prefix spread into another member.
 *
 * `house/keys-from-trees`: every `queryKey:` and every key given to the query client's
 * `setQueryData`/`getQueryData`/`getQueryState` comes from a tree (`cartKeys.count()`, `cartKeys.all`) or from a
 * query factory (`productQuery(id).queryKey`); option `allow` names the few keys kept outside the trees.
 */
import { relative, resolve, sep } from 'node:path'
import { once, sourceFiles, syntaxOf, walk } from './source-files.js'

const unwrap = (node) => {
  let at = node
  while (
    at &&
    (at.type === 'TSAsExpression' ||
      at.type === 'TSSatisfiesExpression' ||
      at.type === 'TSNonNullExpression' ||
      at.type === 'ParenthesizedExpression')
  )
    at = at.expression
  return at
}
const keyName = (property) =>
  property.key.type === 'Identifier'
    ? property.key.name
    : typeof property.key.value === 'string'
      ? property.key.value
      : undefined

/** `tree.member` or `tree.member(…)` → [tree, member]. */
function treeMember(node) {
  let at = unwrap(node)
  if (at?.type === 'CallExpression') at = at.callee
  if (
    at?.type === 'MemberExpression' &&
    !at.computed &&
    at.object.type === 'Identifier' &&
    at.property.type === 'Identifier'
  )
    return [at.object.name, at.property.name]
  return undefined
}

/** The key array a member returns: `() => [...]`, `() => [...] as const`, `function () { return [...] }`. */
function returnedArray(fn) {
  fn = unwrap(fn)
  if (!fn || (fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression')) return undefined
  if (fn.body.type !== 'BlockStatement')
    return unwrap(fn.body)?.type === 'ArrayExpression' ? unwrap(fn.body) : undefined
  const last = fn.body.body.at(-1)
  return last?.type === 'ReturnStatement' && unwrap(last.argument)?.type === 'ArrayExpression'
    ? unwrap(last.argument)
    : undefined
}

const BROWSER = ['src/features', 'src/routes', 'src/ui', 'src/lib', 'src/i18n']
/** "tree.member" of every `queryKey:` in browser code (ESTree's Property; Babel's ObjectProperty too). */
function queryKeysInUse(current) {
  const used = new Set()
  for (const key of queryKeysOf(current)) used.add(key)
  for (const file of BROWSER.flatMap((dir) => sourceFiles(resolve(dir)))) {
    const source = syntaxOf(file)
    // Only a file that names `queryKey` can hold one: the others are not walked (nor their trees built).
    if (!source?.text.includes('queryKey')) continue
    for (const key of once(source, 'query-keys', () => queryKeysOf(source.program))) used.add(key)
  }
  return used
}

function queryKeysOf(ast) {
  const keys = []
  for (const node of walk(ast)) {
    if (
      (node.type === 'ObjectProperty' || node.type === 'Property') &&
      !node.computed &&
      keyName(node) === 'queryKey'
    ) {
      const member = treeMember(node.value)
      if (member) keys.push(member.join('.'))
    }
  }
  return keys
}

export const queryKeyTrees = {
  meta: {
    type: 'problem',
    docs: { description: 'One query-key tree per feature, rooted in its name, every member a used key.' },
    schema: [],
  },
  create(context) {
    const path = relative(resolve('src/features'), resolve(context.filename))
    const parts = path.split(sep)
    const feature = !path.startsWith('..') && parts.length === 2 && parts[1] === 'queries.ts' ? parts[0] : undefined
    let trees = 0
    return {
      VariableDeclarator(node) {
        if (
          node.id.type !== 'Identifier' ||
          !/Keys$/.test(node.id.name) ||
          unwrap(node.init)?.type !== 'ObjectExpression'
        )
          return
        const name = node.id.name
        if (!feature)
          return context.report({
            node: node.id,
            message: `Query-key trees live in their feature's queries.ts (${name}).`,
          })
        if (++trees > 1)
          return context.report({
            node: node.id,
            message: `One query-key tree per feature: ${name} is a second one in ${feature}/queries.ts.`,
          })
        const properties = unwrap(node.init).properties.filter(
          (p) => p.type === 'Property' || p.type === 'ObjectProperty',
        )
        const all = properties.find((p) => keyName(p) === 'all')
        const root = unwrap(all?.value)
        const rootOk =
          root?.type === 'ArrayExpression' &&
          root.elements.length === 1 &&
          root.elements[0]?.type === 'Literal' &&
          root.elements[0].value === feature
        if (!rootOk)
          context.report({
            node: all ?? node.id,
            message: `${name}.all is ['${feature}'] as const: the feature's folder is the root of its keys.`,
          })
        const prefixes = new Set()
        for (const property of properties) {
          const member = keyName(property)
          if (member === 'all') continue
          const array = returnedArray(property.value)
          const first = array?.elements[0]
          const from = first?.type === 'SpreadElement' ? treeMember(first.argument) : undefined
          if (!from || from[0] !== name) {
            context.report({
              node: property,
              message: `${name}.${member} is a function whose key starts with ...${name}.all or another member of ${name}.`,
            })
            continue
          }
          if (from[1] !== 'all') prefixes.add(from[1])
        }
        let used
        for (const property of properties) {
          const member = keyName(property)
          if (member === 'all' || prefixes.has(member)) continue
          used ??= queryKeysInUse(context.sourceCode.ast)
          if (!used.has(`${name}.${member}`)) {
            context.report({
              node: property,
              message: `${name}.${member} is no query's key and no member's prefix: use it as a queryKey or remove it.`,
            })
          }
        }
      },
    }
  },
}

const CLIENT_KEYS = new Set(['setQueryData', 'getQueryData', 'getQueryState'])

export const keysFromTrees = {
  meta: {
    type: 'problem',
    docs: { description: 'Every query key comes from a feature key tree or a query factory.' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const allow = new Set(context.options[0]?.allow ?? [])
    const fromATree = (node) => {
      const at = unwrap(node)
      if (!at) return true
      const member = treeMember(at)
      if (member && /Keys$/.test(member[0])) return true
      // `someQuery(…).queryKey`: the key of a query factory.
      if (
        at.type === 'MemberExpression' &&
        !at.computed &&
        at.property.name === 'queryKey' &&
        at.object.type === 'CallExpression' &&
        at.object.callee.type === 'Identifier' &&
        /Query$/.test(at.object.callee.name)
      )
        return true
      return at.type === 'Identifier' && allow.has(at.name)
    }
    const message =
      "Query keys come from the feature's key tree (`cartKeys.count()`) or a query factory (`cartCountQuery().queryKey`), never written by hand."
    return {
      Property(node) {
        if (node.parent.type !== 'ObjectExpression' || node.computed || keyName(node) !== 'queryKey') return
        if (!fromATree(node.value)) context.report({ node: node.value, message })
      },
      CallExpression(node) {
        const callee = node.callee
        if (
          callee.type !== 'MemberExpression' ||
          callee.property.type !== 'Identifier' ||
          !CLIENT_KEYS.has(callee.property.name)
        )
          return
        if (node.arguments[0] && !fromATree(node.arguments[0])) context.report({ node: node.arguments[0], message })
      },
    }
  },
}
