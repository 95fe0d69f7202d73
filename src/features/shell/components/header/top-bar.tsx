import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor } from '@mantine/core'
import { useSessionUser } from '~/features/account/queries'
import { loginDialog } from '~/features/auth'
import { hrefOf, to } from '~/lib/links'
import { PlainLink, usePathLink } from '~/ui/router-link'
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
      {/* Plain elements: the bar is on every page (decision 55); the guests' two buttons stay Mantine anchors. */}
      <div className={`shop-container ${classes.topBarRow}`}>
        {/* One line: where a language's words need more room (Spanish at 1024 px), the greeting gives way first. */}
        <div className={classes.topBarGreeting}>
          {user ? (
            <p className={classes.topBarText} title={t`Welcome back, ${user.nickname}`}>
              {t`Welcome back, ${user.nickname}`}
            </p>
          ) : (
            <>
              <p className={classes.topBarText} title={t`Welcome to the factory-direct marketplace`}>
                {t`Welcome to the factory-direct marketplace`}
              </p>
              {/* Sign-in and registration only once the browser knows this is a guest (decision 36). */}
              {user === null ? <GuestLinks /> : null}
            </>
          )}
        </div>
        <div className={classes.topBarLinks}>
          <a className={`mantine-focus-auto ${classes.topBarLink}`} {...pathLink(hrefOf(to.merchantSettlement()))}>
            {t`Sell on our marketplace`}
          </a>
          <PlainLink className={`mantine-focus-auto ${classes.topBarLink}`} link={to.shopStreet()}>
            {t`Shop street`}
          </PlainLink>
          <LanguageMenu current={locale} />
          <CurrencyMenu />
        </div>
      </div>
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
