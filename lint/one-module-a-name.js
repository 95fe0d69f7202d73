/**
 * `house/one-module-a-name`: no two code files in one folder whose names differ only in their extension (`ops.mjs`
 * beside `ops.ts`). An import without an extension, the house's way, then names both, and which one it gets depends on
 * the resolver: Vite and Vitest try `.mjs` before `.ts`, TypeScript the other way round, so the tests and the editor
 * each saw a different module (note14: nine API files got a launcher instead of the CLI). A declaration file
 * (`x.d.mts` beside `x.mjs`) is another name and is left alone.
 */
import { readdirSync } from 'node:fs'
import { basename, dirname, extname, resolve } from 'node:path'
import { CODE_EXTENSIONS } from './source-files.js'

const stemOf = (name) => name.slice(0, -extname(name).length)

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No two code files in one folder whose names differ only in their extension.' },
    schema: [],
  },
  create(context) {
    const file = resolve(context.physicalFilename ?? context.filename)
    const name = basename(file)
    if (!CODE_EXTENSIONS.includes(extname(name))) return {}
    let siblings
    try {
      siblings = readdirSync(dirname(file))
    } catch {
      return {}
    }
    const stem = stemOf(name)
    const others = siblings.filter(
      (sibling) => sibling !== name && CODE_EXTENSIONS.includes(extname(sibling)) && stemOf(sibling) === stem,
    )
    if (others.length === 0) return {}
    return {
      Program(program) {
        context.report({
          node: program,
          loc: { line: 1, column: 0 },
          message: `${name} and ${others.join(', ')} differ only in their extension: an import of "./${stem}" names both, and Vite and TypeScript pick different ones. Rename one.`,
        })
      },
    }
  },
}
