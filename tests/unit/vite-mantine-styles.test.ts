import { describe, expect, it } from 'vitest'
import { mantineStylesFor } from '../../scripts/vite-mantine-styles'

describe('Mantine styles per component (decision 23)', () => {
  it('gives a component its stylesheet after those of the components it is built from', () => {
    const sheets = mantineStylesFor(`import { NumberInput } from '@mantine/core'`)
    expect(sheets).toContain('@mantine/core/styles/NumberInput.css')
    expect(sheets.indexOf('@mantine/core/styles/Input.css')).toBeGreaterThanOrEqual(0)
    expect(sheets.indexOf('@mantine/core/styles/Input.css')).toBeLessThan(sheets.indexOf('@mantine/core/styles/NumberInput.css'))
  })

  it('maps sub-components and aliases to their folder, each sheet once', () => {
    const sheets = mantineStylesFor(`import { Menu, MenuItem as Item, Button } from '@mantine/core'\nimport { Button as B2 } from '@mantine/core'`)
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
