/**
 * Site-wide facts every screen may read: the public configuration, the shop's index (P1) and the currency sign.
 * A leaf below the other features: the shell composes them, and they read these without importing the shell.
 */
export { currencySymbol, type HomeIndex, homeIndexQuery, publicConfigQuery } from './queries'
export { useApiExtensions, useCurrencySymbol, useShell } from './use-shell'
export {
  chosenCurrency,
  currencyRatesQuery,
  type DisplayCurrency,
  persistCurrency,
  resolveDisplayCurrency,
  useCurrencyRates,
} from './currency'
