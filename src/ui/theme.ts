import { createTheme } from '@mantine/core'

/** Red shop theme (spec §9), blue accent for support chat. */
export const theme = createTheme({
  primaryColor: 'red',
  primaryShade: { light: 7, dark: 6 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Thai", "Noto Sans Lao", "PingFang SC", "Microsoft YaHei", sans-serif',
  headings: { fontWeight: '700' },
  other: { chatAccent: '#1c7ed6', headerHeight: 72, headerFixedAfter: 120 },
})
