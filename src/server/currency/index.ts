/** The currency domain's public face: what other server domains may use (docs/architecture.md, import rules). */
export { CurrencyOpsCommands, isCurrencyOpsCommand, runCurrencyOpsCommand } from './ops'
export { currencySettingsOf, shownRateAt } from './rates'
