/** The currency domain's public face: what other server domains may use (docs/architecture.md, import rules). */
export {
  CurrencyCommands,
  isCurrencyCommand,
  isRatesCommand,
  RatesCommands,
  runCurrencyCommand,
  runRatesCommand,
} from './ops'
export { shownRateAt } from './rates'
