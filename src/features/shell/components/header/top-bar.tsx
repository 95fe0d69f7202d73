import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Group, Text } from '@mantine/core'
import { useSessionUser } from '~/features/account'
import { loginDialog } from '~/features/auth'
import { hrefOf, to } from '~/lib/links'
import { AnchorLink, usePathLink } from '~/ui/router-link'
import { useShell } from '~/features/site'
import classes from './header.module.css'
import { CurrencyMenu } from './currency-menu'
import { LanguageMenu } from './language-menu'

/** The thin bar above the header: greeting, sign-in and registration (both in the login dialog), seller entry, the language and currency menus. */
export function TopBar() {
  const { t } = useLingui()
  const { locale } = useShell()
  const user = useSessionUser()
  const pathLink = usePathLink()
  return (
    <div className={classes.topBar} data-testid="top-bar">
      <Group className="shop-container" h="100%" justify="space-between" wrap="nowrap">
        {/* One line: where a language's words need more room (Spanish at 1024 px), the greeting gives way first. */}
        <Group gap="xs" wrap="nowrap" className={classes.topBarGreeting}>
          {user ? (
            <Text size="xs" truncate="end" title={t`Welcome back, ${user.nickname}`}>
              <Trans>Welcome back, {user.nickname}</Trans>
            </Text>
          ) : (
            <>
              <Text size="xs" truncate="end" title={t`Welcome to the factory-direct marketplace`}>
                <Trans>Welcome to the factory-direct marketplace</Trans>
              </Text>
              {/* Sign-in and registration only once the browser knows this is a guest (decision 36). */}
              {user === null ? <GuestLinks /> : null}
            </>
          )}
        </Group>
        <Group gap="md" wrap="nowrap" className={classes.topBarLinks}>
          <Anchor size="xs" {...pathLink(hrefOf(to.merchantSettlement()))} c="dark">
            <Trans>Sell on our marketplace</Trans>
          </Anchor>
          <AnchorLink size="xs" {...to.shopStreet()} c="dark">
            <Trans>Shop street</Trans>
          </AnchorLink>
          <LanguageMenu current={locale} />
          <CurrencyMenu />
        </Group>
      </Group>
    </div>
  )
}

function GuestLinks() {
  return (
    <>
      <Anchor size="xs" component="button" type="button" onClick={() => loginDialog.open()}>
        <Trans>Sign in</Trans>
      </Anchor>
      <Anchor
        size="xs"
        component="button"
        type="button"
        onClick={() => loginDialog.open(null, { start: 'register' })}
        data-testid="register-link"
      >
        <Trans>Register</Trans>
      </Anchor>
    </>
  )
}
