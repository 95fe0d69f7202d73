import { useLingui } from '@lingui/react/macro'
import { Button, Menu } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { persistLocale } from '~/i18n/locale-state'
import { LOCALE_NAMES, LOCALES, type Locale } from '~/i18n/locales'
import { GlobeIcon } from '~/ui/icons'

/** Every interface language, named in its own language. The choice is kept in the `locale` cookie. */
export function LanguageMenu({ current }: { current: Locale }) {
  const { t } = useLingui()
  const router = useRouter()
  const queryClient = useQueryClient()
  const choose = async (locale: Locale) => {
    persistLocale(locale)
    // The API answers catalogue texts in the cookie's locale: every kept answer is in the old language.
    await queryClient.invalidateQueries()
    await router.invalidate()
  }
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button variant="subtle" color="gray" size="compact-xs" leftSection={<GlobeIcon size={14} />} aria-label={t`Language`} data-testid="language-menu">
          {LOCALE_NAMES[current]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((locale) => (
          <Menu.Item key={locale} onClick={() => choose(locale)} lang={locale} fw={locale === current ? 700 : undefined} aria-current={locale === current || undefined}>
            {LOCALE_NAMES[locale]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
