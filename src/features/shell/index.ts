export { AppProviders, AppShell } from './app-shell'
export { shellHead } from './head'
export { publicConfigQuery } from './queries'
export { useCurrencySymbol, useShell } from './use-shell'
