import { useLingui } from '@lingui/react/macro'
import { Group, Menu, Text } from '@mantine/core'
import { useRouter } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { persistCurrency } from '~/features/site'
import { currencyLabel } from '~/lib/money'
import { currencyFlag, Flag } from '~/ui/flag'

/**
 * The currency menu around its trigger, loaded on the first intent (currency-menu.tsx): each currency with its code,
 * its sign and its name in the shopper's language (Intl's display names: "EUR € euro" in es, "RUB ₽ российский
 * рубль" in ru).
 */
export function CurrencyMenuDropdown({
  codes,
  current,
  opened,
  trigger,
}: {
  codes: string[]
  current: string
  opened: boolean
  trigger: ReactElement
}) {
  const { i18n } = useLingui()
  const router = useRouter()
  const choose = async (code: string) => {
    persistCurrency(code)
    // Conversion is client-side: the root context re-reads the cookie, no API answer changes.
    await router.invalidate()
  }
  return (
    <Menu position="bottom-end" shadow="md" defaultOpened={opened}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        {codes.map((code) => {
          const { symbol, name } = currencyLabel(code, i18n.locale)
          const flag = currencyFlag(code)
          return (
            <Menu.Item
              key={code}
              onClick={() => choose(code)}
              fw={code === current ? 700 : undefined}
              aria-current={code === current || undefined}
              data-code={code}
              leftSection={
                <Group gap={6} wrap="nowrap">
                  {flag ? <Flag iso={flag} /> : null}
                  <Text span size="sm" ff="monospace" fw={600}>
                    {code}
                  </Text>
                </Group>
              }
            >
              <Group gap={6} wrap="nowrap">
                {symbol === code ? null : (
                  <Text span size="sm">
                    {symbol}
                  </Text>
                )}
                <Text span size="sm" c="dimmed">
                  {name}
                </Text>
              </Group>
            </Menu.Item>
          )
        })}
      </Menu.Dropdown>
    </Menu>
  )
}
