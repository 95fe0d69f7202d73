import { Menu } from '@mantine/core'
import { useRouter } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { persistCurrency } from '~/features/site'
import { currencyFlag, Flag } from '~/ui/flag'

/** The currency menu around its trigger, loaded on the first intent (currency-menu.tsx). */
export function CurrencyMenuDropdown({ codes, current, opened, trigger }: { codes: string[]; current: string; opened: boolean; trigger: ReactElement }) {
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
        {codes.map((code) => (
          <Menu.Item key={code} onClick={() => choose(code)} leftSection={currencyFlag(code) ? <Flag iso={currencyFlag(code)!} /> : undefined} fw={code === current ? 700 : undefined} aria-current={code === current || undefined}>
            {code}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
