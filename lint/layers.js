/**
 * `house/layers`: the import rules of docs/architecture.md between folders (the layers, the feature and server-domain
 * surfaces, browser code and the server, the leaves), as zones: a file inside a zone's `target` may not import a file
 * inside its `from`, unless the file is inside one of the zone's `except` paths (relative to `from`). Targets, froms
 * and exceptions are folders or files, from the repository root (eslint.config.js builds the list).
 *
 * It replaces `import-x/no-restricted-paths`, which took the same zones and 40 % of the lint (decision 74): that rule
 * matched every one of the ~1,500 zones against every file and resolved every import, packages included, through the
 * TypeScript resolver. This one indexes each zone list by target once, resolves only our own names for files with the
 * resolution the other house rules share (source-files.js: relative paths, `~/` and `#locales/`, with or without the
 * extension, a folder's index; packages are outside every zone) and looks at a file's imports only when a zone targets
 * it. What counts is what counted before: imports and `import type`, re-exports, side-effect imports, dynamic
 * `import('…')`, `require('…')` and `import x = require('…')`.
 */
import { dirname, relative, resolve } from 'node:path'
import { resolveImport } from './source-files.js'

/** `path` is `folder` or inside it (both absolute). */
const inside = (path, folder) => path === folder || path.startsWith(`${folder}/`)

const prepared = new WeakMap()

/**
 * The zones with absolute paths, indexed by target, once per options object (ESLint hands every file the same one):
 * a file's zones are then those of its own path and its folders, a handful of lookups instead of a test per zone.
 */
function prepare(zones) {
  let byTarget = prepared.get(zones)
  if (!byTarget) {
    byTarget = new Map()
    for (const zone of zones) {
      const from = resolve(zone.from)
      const ready = { from, except: (zone.except ?? []).map((path) => resolve(from, path)), message: zone.message }
      for (const target of [zone.target].flat().map((path) => resolve(path))) {
        if (!byTarget.has(target)) byTarget.set(target, [])
        byTarget.get(target).push(ready)
      }
    }
    prepared.set(zones, byTarget)
  }
  return byTarget
}

/** The zones whose target is `file` or one of its folders. */
function zonesOf(file, zones) {
  const byTarget = prepare(zones)
  const found = []
  for (let path = file; ; path = dirname(path)) {
    for (const zone of byTarget.get(path) ?? []) if (!found.includes(zone)) found.push(zone)
    if (dirname(path) === path) break
  }
  return found
}

const zoneSchema = {
  type: 'object',
  properties: {
    target: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' }, minItems: 1 }] },
    from: { type: 'string' },
    except: { type: 'array', items: { type: 'string' } },
    message: { type: 'string' },
  },
  required: ['target', 'from', 'message'],
  additionalProperties: false,
}

export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'The import rules between folders (docs/architecture.md): a zone’s files import nothing of its `from`.',
    },
    schema: [
      {
        type: 'object',
        properties: { zones: { type: 'array', items: zoneSchema } },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = resolve(context.physicalFilename ?? context.filename)
    const zones = zonesOf(file, context.options[0].zones)
    if (zones.length === 0) return {}
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return
      const imported = resolveImport(file, source.value)
      if (!imported) return
      for (const zone of zones) {
        if (!inside(imported, zone.from) || zone.except.some((path) => inside(imported, path))) continue
        context.report({
          node: source,
          message: `${relative(process.cwd(), file)} may not import ${source.value}: ${zone.message}`,
        })
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression(node) {
        const callee = node.callee
        if (node.arguments.length !== 1) return
        if (callee.type === 'Import' || (callee.type === 'Identifier' && callee.name === 'require'))
          check(node.arguments[0])
      },
      TSImportEqualsDeclaration(node) {
        if (node.moduleReference.type === 'TSExternalModuleReference') check(node.moduleReference.expression)
      },
    }
  },
}
