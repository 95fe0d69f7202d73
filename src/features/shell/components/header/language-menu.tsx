import { useLingui } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { lazy } from 'react'
import { LOCALE_NAMES, type Locale } from '~/i18n/locales'
import { Deferred } from '~/ui/deferred-floating'
import { GlobeIcon } from '~/ui/icons'

// The menu (and floating-ui) loads on the first intent (decision 31).
const LanguageMenuDropdown = lazy(() =>
  import('./language-menu-dropdown').then((m) => ({ default: m.LanguageMenuDropdown })),
)

/** Every interface language, named in its own language. The choice is kept in the `locale` cookie. */
export function LanguageMenu({ current }: { current: Locale }) {
  const { t } = useLingui()
  return (
    <Deferred<HTMLButtonElement>
      openOn="click"
      trigger={(props) => (
        <Button
          {...props}
          variant="subtle"
          color="gray"
          size="compact-xs"
          leftSection={<GlobeIcon size={14} />}
          aria-label={t`Language`}
          data-testid="language-menu"
        >
          {LOCALE_NAMES[current]}
        </Button>
      )}
    >
      {(intent, trigger) => <LanguageMenuDropdown current={current} opened={intent === 'open'} trigger={trigger} />}
    </Deferred>
  )
}
