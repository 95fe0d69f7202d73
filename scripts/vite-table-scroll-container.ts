/**
 * Mantine's Table carries its scroll container as a static member (`Table.ScrollContainer`), so every page that shows
 * a Table loads Mantine's ScrollArea (5.8 KB gzip, the order confirm page's first load among them) whether or not it
 * scrolls a table. In the client build this plugin takes the member off Table; a table that scrolls uses
 * `TableScrollContainer` from @mantine/core, imported where it is used (lint refuses `Table.ScrollContainer`),
 * and ScrollArea comes with that page only (decision 94). The server keeps Mantine's Table as it is.
 */
import type { Plugin } from 'vite'

const TABLE = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]Table\.mjs$/

/**
 * Table.mjs without its scroll container: the import and the static member go. Throws when the source no longer has
 * them, so a new Mantine fails the build instead of shipping ScrollArea again or half a rewrite.
 */
export function dropTableScrollContainer(source: string): string {
  let code = source
  for (const pattern of [
    /\nimport \{ TableScrollContainer \} from "\.\/TableScrollContainer\.mjs";/,
    /\nTable\.ScrollContainer = TableScrollContainer;/,
  ]) {
    if (!pattern.test(code)) throw new Error(`table-scroll-container: Table.mjs no longer matches ${pattern}`)
    // An empty line for each removed one, so a BUNDLE_MAP build's source map still points at Table.mjs's own lines.
    code = code.replace(pattern, '\n')
  }
  return code
}

export function tableScrollContainer(): Plugin {
  return {
    name: 'table-scroll-container',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: TABLE },
      handler(code, id) {
        if (!TABLE.test(id)) return null
        return { code: dropTableScrollContainer(code), map: null }
      },
    },
  }
}
