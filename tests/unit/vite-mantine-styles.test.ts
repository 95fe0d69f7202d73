import { readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mantineStylesFor } from '../../scripts/vite-mantine-styles'

const core = join(process.cwd(), 'node_modules/@mantine/core')
const esm = join(core, 'esm')

function mjsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? mjsUnder(path) : entry.name.endsWith('.mjs') ? [path] : []
  })
}

/** Every CSS module a file reaches through Mantine's relative imports, walked file by file (an independent walk). */
function reachedModules(entry: string): Set<string> {
  const seen = new Set<string>()
  const modules = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    if (file.endsWith('.module.mjs')) modules.add(basename(file, '.module.mjs'))
    for (const [, path] of readFileSync(file, 'utf8').matchAll(/from\s*"(\.{1,2}\/[^"]+)"/g))
      visit(join(dirname(file), path))
  }
  visit(entry)
  return modules
}

describe('Mantine styles per component (decision 23)', () => {
  it('gives a component its stylesheet after those of the components it is built from', () => {
    const sheets = mantineStylesFor(`import { NumberInput } from '@mantine/core'`)
    expect(sheets).toContain('@mantine/core/styles/NumberInput.css')
    expect(sheets.indexOf('@mantine/core/styles/Input.css')).toBeGreaterThanOrEqual(0)
    expect(sheets.indexOf('@mantine/core/styles/Input.css')).toBeLessThan(
      sheets.indexOf('@mantine/core/styles/NumberInput.css'),
    )
  })

  it('brings the parts a component is built from outside its folder and in its sub-folders (InlineInput, RadioCard…)', () => {
    const radio = mantineStylesFor(`import { Radio } from '@mantine/core'`)
    for (const part of ['InlineInput', 'RadioCard', 'RadioIndicator', 'Radio'])
      expect(radio).toContain(`@mantine/core/styles/${part}.css`)
    expect(radio.indexOf('@mantine/core/styles/InlineInput.css')).toBeLessThan(
      radio.indexOf('@mantine/core/styles/Radio.css'),
    )
    const checkbox = mantineStylesFor(`import { Checkbox } from '@mantine/core'`)
    for (const part of ['InlineInput', 'CheckboxIndicator', 'CheckboxCard', 'Checkbox'])
      expect(checkbox).toContain(`@mantine/core/styles/${part}.css`)
    expect(mantineStylesFor(`import { Switch } from '@mantine/core'`)).toEqual(
      expect.arrayContaining(['@mantine/core/styles/InlineInput.css', '@mantine/core/styles/Switch.css']),
    )
    // Only what the module graph reaches: NavLink borrows Accordion's chevron icon, not Accordion's sheet.
    const navLink = mantineStylesFor(`import { NavLink } from '@mantine/core'`)
    expect(navLink).toContain('@mantine/core/styles/NavLink.css')
    expect(navLink).not.toContain('@mantine/core/styles/Accordion.css')
  })

  it('is complete by construction: every CSS module a core export reaches has its sheet, and each sheet holds the classes of its module', () => {
    const index = readFileSync(join(esm, 'index.mjs'), 'utf8')
    const exports = [...index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"\.\/(components|utils)\/([^"]+)"/g)]
    expect(exports.length).toBeGreaterThan(100)
    for (const [, names, root, file] of exports) {
      const name = names
        .split(',')[0]
        .trim()
        .split(/\s+as\s+/)[0]
      if (!/^[A-Z]/.test(name)) continue
      const sheets = mantineStylesFor(`import { ${name} } from '@mantine/core'`)
      for (const module of reachedModules(join(esm, root, file)))
        expect(sheets, name).toContain(`@mantine/core/styles/${module}.css`)
    }
    for (const file of mjsUnder(esm).filter((path) => path.endsWith('.module.mjs'))) {
      const sheet = readFileSync(join(core, 'styles', `${basename(file, '.module.mjs')}.css`), 'utf8')
      for (const [, hash] of readFileSync(file, 'utf8').matchAll(/"(m_[0-9a-f]+)"/g))
        expect(sheet, file).toContain(hash)
    }
  })

  it('maps sub-components and aliases to their folder, each sheet once', () => {
    const sheets = mantineStylesFor(
      `import { Menu, MenuItem as Item, Button } from '@mantine/core'\nimport { Button as B2 } from '@mantine/core'`,
    )
    expect(sheets.filter((s) => s.endsWith('/Menu.css'))).toHaveLength(1)
    expect(sheets.filter((s) => s.endsWith('/Button.css'))).toHaveLength(1)
    expect(sheets).toContain('@mantine/core/styles/Popover.css')
  })

  it('adds a satellite package its own stylesheet, and nothing for types, hooks or style-less helpers', () => {
    expect(mantineStylesFor(`import { Carousel } from '@mantine/carousel'`).at(-1)).toBe('@mantine/carousel/styles.css')
    expect(mantineStylesFor(`import type { ButtonProps } from '@mantine/core'`)).toEqual([])
    expect(mantineStylesFor(`import { useDisclosure } from '@mantine/hooks'`)).toEqual([])
    expect(mantineStylesFor(`import { Box, rem } from '@mantine/core'`)).toEqual([])
    expect(mantineStylesFor(`export { Badge } from '@mantine/core'`)).toEqual(['@mantine/core/styles/Badge.css'])
  })
})
