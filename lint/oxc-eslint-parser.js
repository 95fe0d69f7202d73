/**
 * ESLint's parser for the repository: oxc's (native; ESTree for JS, TS-ESTree for TypeScript), in place of
 * `@babel/eslint-parser`, whose parse and scope analysis were most of the lint (decision 134). oxc gives each node its
 * `range`, and the comments; this adds what ESLint needs besides: `loc` on every node and comment, the parent links, the
 * token list, the visitor keys of the TS nodes, and a scope manager that knows TypeScript (typescript-eslint's, made
 * for this tree shape: a name used only as a type is a type reference, not a value one). JSX only in .tsx and .jsx (in
 * .ts it would misread `<T>(x) => …`).
 *
 * oxc-parser gives no tokens (its `experimentalTokens` returns none in this version), and ESLint's rules read them
 * (`no-restricted-imports` finds the `*` of `export * from`). They come from the tree: a name, a literal, a template
 * piece, a JSX text or name and `this`/`super` are one token each, at the node's range; what lies between those nodes
 * (less the comments) is only keywords, punctuators and white space, which a small scanner splits.
 */
import { analyze } from '@typescript-eslint/scope-manager'
import { parseSync, rawTransferSupported, visitorKeys } from 'oxc-parser'

// Raw transfer: oxc hands over its tree in a shared buffer that JavaScript reads, rather than as JSON (Node 22 and later).
const experimentalRawTransfer = rawTransferSupported()
const LANGUAGES = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx' }

/** The offset where each line starts (ESLint's lines: \r\n, \r, \n, \u2028, \u2029 end one). */
function lineStarts(text) {
  const starts = [0]
  const pattern = /\r\n|[\r\n\u2028\u2029]/g
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) starts.push(match.index + match[0].length)
  return starts
}

/** ESLint's position (line from 1, column from 0) of an offset in `text`. */
function positionsIn(text) {
  const starts = lineStarts(text)
  let hint = 0
  return (offset) => {
    // Nodes come mostly in text order: start the search from the last line found.
    let low = starts[hint] <= offset ? hint : 0
    let high = starts.length - 1
    if (low < high && starts[low + 1] > offset) high = low
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (starts[middle] <= offset) low = middle
      else high = middle - 1
    }
    hint = low
    return { line: low + 1, column: offset - starts[low] }
  }
}

/** `loc` for ESLint of every node below `root`, the comments and the tokens. */
function addLocations(root, comments, text) {
  const position = positionsIn(text)
  const tokens = []
  const visit = (node, parent) => {
    node.parent = parent
    node.loc = { start: position(node.start), end: position(node.end) }
    const token = tokenOf(node, text)
    if (token) tokens.push(token)
    const keys = visitorKeys[node.type]
    if (!keys) return
    for (const key of keys) {
      const child = node[key]
      if (!child) continue
      if (Array.isArray(child)) {
        for (const item of child) if (item) visit(item, node)
      } else if (typeof child.type === 'string') visit(child, node)
    }
  }
  visit(root, null)
  for (const comment of comments) {
    comment.range = [comment.start, comment.end]
    comment.loc = { start: position(comment.start), end: position(comment.end) }
  }
  const all = withGapTokens(tokens, comments, text, root.hashbang)
  for (const token of all) token.loc = { start: position(token.range[0]), end: position(token.range[1]) }
  return all
}

/** The one token a node is (a name, a literal, a template piece, JSX text or name, `this`, `super`), or undefined. */
function tokenOf(node, text) {
  switch (node.type) {
    case 'Identifier': {
      // A TS-ESTree identifier spans its type annotation (`a?: T`): the token is the name.
      const end = node.start + node.name.length
      const type = node.parent?.type === 'MetaProperty' && node.parent.meta === node ? 'Keyword' : 'Identifier'
      return { type, value: node.name, start: node.start, end, range: [node.start, end] }
    }
    case 'PrivateIdentifier':
      return { type: 'PrivateIdentifier', value: node.name, start: node.start, end: node.end, range: node.range }
    case 'Literal': {
      const value = text.slice(node.start, node.end)
      const token = { type: literalType(node), value, start: node.start, end: node.end, range: node.range }
      if (node.regex) token.regex = node.regex
      return token
    }
    case 'BinaryExpression':
    case 'AssignmentExpression': {
      // `>>`, `>=`: the scanner reads `>` alone (`Array<Array<T>>` closes two type lists), so these come from here.
      if (node.operator[0] !== '>') return undefined
      const start = text.indexOf(node.operator, node.left.end)
      const end = start + node.operator.length
      return { type: 'Punctuator', value: node.operator, start, end, range: [start, end] }
    }
    case 'TemplateElement':
    case 'JSXText':
    case 'JSXIdentifier':
    case 'ThisExpression':
    case 'Super': {
      const type =
        node.type === 'TemplateElement' ? 'Template' : /^(This|Super)/.test(node.type) ? 'Keyword' : node.type
      return { type, value: text.slice(node.start, node.end), start: node.start, end: node.end, range: node.range }
    }
    default:
      return undefined
  }
}

function literalType(node) {
  if (node.regex) return 'RegularExpression'
  if (node.value === null && !node.bigint) return 'Null'
  switch (typeof node.value) {
    case 'string':
      return 'String'
    case 'boolean':
      return 'Boolean'
    default:
      return 'Numeric'
  }
}

const KEYWORDS = new Set(
  (
    'break case catch class const continue debugger default delete do else export extends finally for function ' +
    'if import in instanceof let new return static super switch this throw try typeof var void while with yield'
  ).split(' '),
)
// Longest first, so that `**=` is one punctuator, not `**` and `=`. `>` only alone (see tokenOf).
const PUNCTUATORS = [
  '...',
  '===',
  '!==',
  '**=',
  '<<=',
  '&&=',
  '||=',
  '??=',
  '=>',
  '==',
  '!=',
  '<=',
  '&&',
  '||',
  '??',
  '?.',
  '++',
  '--',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '&=',
  '|=',
  '^=',
  '**',
  '<<',
  ...'{}()[];,<>+-*/%&|^!~?:=.@#',
]
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const GAP = new RegExp(
  `(\\s+)|([\\p{ID_Start}$_][\\p{ID_Continue}$\\u200c\\u200d]*)|(${PUNCTUATORS.map(escape).join('|')})`,
  'uy',
)

/** A word's token type, as ESLint's parsers name them (`import` of `import.meta` is a keyword, `null` a type's null). */
const wordType = (word) =>
  KEYWORDS.has(word) ? 'Keyword' : word === 'null' ? 'Null' : /^(true|false)$/.test(word) ? 'Boolean' : 'Identifier'

/** The node tokens, with the keywords and punctuators between them (outside the comments), in text order. */
function withGapTokens(nodeTokens, comments, text, hashbang) {
  const fixed = [...nodeTokens, ...comments.map((comment) => ({ skip: true, start: comment.start, end: comment.end }))]
  if (hashbang && !comments.some((comment) => comment.start === hashbang.start))
    fixed.push({ skip: true, start: hashbang.start, end: hashbang.end })
  fixed.sort((a, b) => a.start - b.start)
  const tokens = []
  let at = 0
  const scan = (end) => {
    while (at < end) {
      GAP.lastIndex = at
      const match = GAP.exec(text)
      if (!match || match.index + match[0].length > end) {
        // Nothing a token of ours: keep one character as a punctuator rather than fail the file.
        tokens.push({ type: 'Punctuator', value: text[at], start: at, end: at + 1, range: [at, at + 1] })
        at += 1
        continue
      }
      const [whole, space, word] = match
      const start = at
      at += whole.length
      if (space) continue
      const type = word ? wordType(word) : 'Punctuator'
      tokens.push({ type, value: whole, start, end: at, range: [start, at] })
    }
  }
  for (const token of fixed) {
    if (token.start < at) continue
    scan(token.start)
    if (!token.skip) tokens.push(token)
    at = token.end
  }
  scan(text.length)
  return tokens
}

/** The first of oxc's errors as ESLint reports a parse failure (a fatal message at its line and column). */
function syntaxError(error, text) {
  const offset = error.labels?.[0]?.start ?? 0
  const { line, column } = positionsIn(text)(offset)
  const thrown = new SyntaxError(error.message)
  thrown.index = offset
  thrown.lineNumber = line
  thrown.column = column + 1
  return thrown
}

export default {
  meta: { name: 'oxc-eslint-parser' },
  parseForESLint(code, options = {}) {
    const filePath = options.filePath ?? 'file.js'
    const extension = /\.[^./]+$/.exec(filePath)?.[0] ?? '.js'
    const result = parseSync(filePath, code, {
      lang: LANGUAGES[extension] ?? 'js',
      sourceType: 'module',
      astType: 'ts',
      range: true,
      preserveParens: false,
      experimentalRawTransfer,
    })
    if (result.errors.length > 0) throw syntaxError(result.errors[0], code)
    const ast = result.program
    const comments = result.comments
    ast.tokens = addLocations(ast, comments, code)
    ast.comments = comments
    const scopeManager = analyze(ast, { sourceType: 'module', jsxPragma: null, lib: ['esnext'] })
    return { ast, scopeManager, visitorKeys }
  },
}
