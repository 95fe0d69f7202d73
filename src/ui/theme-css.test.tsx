import { readFileSync } from 'node:fs'
import { MantineProvider } from '@mantine/core'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { theme } from './theme'
import { themeCss } from './theme-css'

describe('theme.css', () => {
  it('holds exactly the CSS MantineProvider would inline for the theme (run `npx tsx scripts/theme-css.tsx` after a theme change)', () => {
    const css = themeCss()
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-red-filled)')
    expect(css).toContain('--mantine-font-family: "Noto Sans Thai", "Noto Sans Lao", system-ui')
    expect(readFileSync('src/ui/theme.css', 'utf8')).toBe(css)
  })

  it('is not inlined again by the provider as the app configures it', () => {
    const html = renderToString(
      <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
        <p>page</p>
      </MantineProvider>,
    )
    expect(html).not.toContain('<style')
  })
})
