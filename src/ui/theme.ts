import { createTheme, type MantineColorsTuple } from '@mantine/core'

/**
 * Mantine's red and gray with the text shades darkened (docs/decisions/0026): the shop red (shade 7) carries white
 * button labels and red prices at 4.5:1 or more, and gray 6 (Mantine's "dimmed" text) reads at 4.5:1 on the page's
 * light grays. The other shades are Mantine's own.
 */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#e03131',
  '#c92a2a',
  '#b02525',
  '#962020',
]
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#5f666d',
  '#495057',
  '#343a40',
  '#212529',
]

/** Red shop theme (docs/spec.md §9.22 (#spec-9-22)), blue accent for support chat. */
export const theme = createTheme({
  primaryColor: 'red',
  primaryShade: { light: 7, dark: 6 },
  colors: { red, gray },
  defaultRadius: 'md',
  // The shop's Thai and Lao faces first (ui/fonts.css): they cover only Thai and Lao letters, so those never fall
  // to a system font without them (empty boxes) and everything else comes from the system font as before.
  fontFamily:
    '"Noto Sans Thai", "Noto Sans Lao", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif',
  headings: { fontWeight: '700' },
  other: { chatAccent: '#1c7ed6', headerHeight: 72, headerFixedAfter: 120 },
})
