/**
 * Site-wide facts every screen may read: the public configuration, the shop's index (P1) and the currency sign.
 * A leaf below the other features: the shell composes them, and they read these without importing the shell.
 */
export { homeIndexQuery } from './queries'
export { useApiExtensions, useCurrencySymbol, useShell } from './use-shell'
export { chosenCurrency, currencyRatesQuery, persistCurrency, useCurrencyRates } from './currency'
