import { MantineContext, type MantineThemeOverride, MantineThemeProvider } from '@mantine/core'
import type { ReactNode } from 'react'

type MantineContextValue = NonNullable<Parameters<typeof MantineContext>[0]['value']>

/**
 * What Mantine's components read from MantineProvider, for a shop with one colour scheme (light, `<html
 * data-mantine-color-scheme="light">` from the server, ui/document.tsx) whose theme variables and global classes are
 * linked stylesheets (ui/theme.css, features/shell/head.ts) and that selects no static `mantine-*` classes. Mantine's
 * own provider would bring, to every first load, the colour-scheme manager (localStorage, media query), the runtime
 * CSS-variables resolver and the global-classes tag, none of which such a page uses (decision 56).
 */
const context: MantineContextValue = {
  colorScheme: 'light',
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: false,
}

/** MantineProvider for this shop: the theme and the context above, nothing rendered besides the children. */
export function ShopMantineProvider({ theme, children }: { theme: MantineThemeOverride; children: ReactNode }) {
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  )
}
