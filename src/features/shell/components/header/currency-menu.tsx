import { useLingui } from '@lingui/react/macro'
import { lazy } from 'react'
import { useCurrencyRates } from '~/features/site'
import { TopBarMenu } from './top-bar-menu'

// The menu (and floating-ui) loads on the first intent (decision 31), like the language menu.
const CurrencyMenuDropdown = lazy(() =>
  import('./currency-menu-dropdown').then((m) => ({ default: m.CurrencyMenuDropdown })),
)

/**
 * The currencies prices can be shown in (decision 34), beside the language menu. The choice is kept in the
 * `currency` cookie; until then the locale's default is proposed. Hidden when only the shop's currency has a rate.
 */
export function CurrencyMenu() {
  const { t } = useLingui()
  const currency = useCurrencyRates()
  if (!currency || currency.rates.currencies.length < 2) return null
  const { rates, display } = currency
  return (
    <TopBarMenu
      label={t`Currency`}
      testId="currency-menu"
      dropdown={(intent, trigger) => (
        <CurrencyMenuDropdown
          codes={rates.currencies.map((c) => c.code)}
          current={display.code}
          opened={intent === 'open'}
          trigger={trigger}
        />
      )}
    >
      {display.code}
    </TopBarMenu>
  )
}
