import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { dropTableScrollContainer } from '../../scripts/vite-table-scroll-container'

const require = createRequire(import.meta.url)
const tableSource = () =>
  readFileSync(join(dirname(require.resolve('@mantine/core')), '..', 'esm', 'components', 'Table', 'Table.mjs'), 'utf8')

describe("the browser's Mantine Table without its scroll container (decision 94)", () => {
  it('drops the ScrollArea import and the static member, and keeps the rest of Table and its line count', () => {
    const source = tableSource()
    const trimmed = dropTableScrollContainer(source)
    expect(trimmed).not.toMatch(/TableScrollContainer/)
    expect(trimmed).toMatch(/Table\.Thead = TableThead;/)
    expect(trimmed).toMatch(/Table\.DataRenderer = TableDataRenderer;/)
    expect(trimmed.split('\n')).toHaveLength(source.split('\n').length)
  })

  it('fails on a Table.mjs it no longer recognises, rather than shipping ScrollArea again unnoticed', () => {
    const source = tableSource().replace('Table.ScrollContainer = TableScrollContainer;', '')
    expect(() => dropTableScrollContainer(source)).toThrow(/Table\.mjs no longer matches/)
  })
})
