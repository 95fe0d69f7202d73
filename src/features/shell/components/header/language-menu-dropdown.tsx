import { Menu } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { persistLocale } from '~/i18n/locale-state'
import { LOCALE_NAMES, LOCALES, type Locale } from '~/i18n/locales'
import { Flag, LOCALE_FLAGS } from '~/ui/flag'

/** The language menu around its trigger, loaded on the first intent (language-menu.tsx). */
export function LanguageMenuDropdown({
  current,
  opened,
  trigger,
}: {
  current: Locale
  opened: boolean
  trigger: ReactElement
}) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const choose = async (locale: Locale) => {
    persistLocale(locale)
    // The API answers catalogue texts in the cookie's locale: every kept answer is in the old language.
    await queryClient.invalidateQueries()
    await router.invalidate()
  }
  return (
    <Menu position="bottom-end" shadow="md" defaultOpened={opened}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            onClick={() => choose(locale)}
            lang={locale}
            leftSection={<Flag iso={LOCALE_FLAGS[locale]} />}
            fw={locale === current ? 700 : undefined}
            aria-current={locale === current || undefined}
          >
            {LOCALE_NAMES[locale]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
