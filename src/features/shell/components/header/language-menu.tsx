import { useLingui } from '@lingui/react/macro'
import { lazy } from 'react'
import { LOCALE_NAMES, type Locale } from '~/i18n/locales'
import { TopBarMenu } from './top-bar-menu'
import { GlobeIcon } from '~/ui/icons'

// The menu (and floating-ui) loads on the first intent (decision 31).
const LanguageMenuDropdown = lazy(() =>
  import('./language-menu-dropdown').then((m) => ({ default: m.LanguageMenuDropdown })),
)

/** Every interface language, named in its own language. The choice is kept in the `locale` cookie. */
export function LanguageMenu({ current }: { current: Locale }) {
  const { t } = useLingui()
  return (
    <TopBarMenu
      label={t`Language`}
      testId="language-menu"
      icon={<GlobeIcon size={14} />}
      dropdown={(intent, trigger) => (
        <LanguageMenuDropdown current={current} opened={intent === 'open'} trigger={trigger} />
      )}
    >
      {LOCALE_NAMES[current]}
    </TopBarMenu>
  )
}
