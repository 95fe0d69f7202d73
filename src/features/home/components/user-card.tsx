import { Trans, useLingui } from '@lingui/react/macro'
import { Avatar, Group } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useSessionUser } from '~/features/account'
import { loginDialog } from '~/features/auth'
import { hrefOf, to } from '~/lib/links'
import { homeIndexQuery } from '~/features/site/queries'
import { HeartIcon, OrdersIcon, PinIcon, StarIcon, StoreIcon, TicketIcon } from '~/ui/icons'
import { PlainButton } from '~/ui/plain-button'
import { BookmarkPrompt } from './bookmark-prompt'
import classes from './home.module.css'

/**
 * The hero's right column: the signed-in shopper (avatar, nickname) or a welcome with sign-in and register,
 * then quick links to favourites, orders, addresses and coupons (guests are asked to sign in first), and last the
 * shop's perks, or in their place the "bookmark this shop" card while it is shown (it covers nothing there).
 */
export function UserCard() {
  const { t } = useLingui()
  // Undefined on the member page until the browser has read the user (decision 36): the signed-in card's shape
  // with nobody's name, never the guest's sign-in buttons.
  const user = useSessionUser()
  const { data: home } = useSuspenseQuery(homeIndexQuery())
  const signedIn = user !== null

  /** Every shortcut opens through the router; `href` is its path for the login dialog's return. */
  const quickLinks: {
    href: string
    options: ReturnType<typeof to.orders | typeof to.addresses | typeof to.favourites | typeof to.coupons>
    label: string
    icon: ReactNode
  }[] = [
    { href: hrefOf(to.favourites()), options: to.favourites(), label: t`Favourites`, icon: <HeartIcon size={22} /> },
    { href: hrefOf(to.orders()), options: to.orders(), label: t`Orders`, icon: <OrdersIcon size={22} /> },
    { href: hrefOf(to.addresses()), options: to.addresses(), label: t`Address`, icon: <PinIcon size={22} /> },
    { href: hrefOf(to.coupons()), options: to.coupons(), label: t`Coupons`, icon: <TicketIcon size={22} /> },
  ]

  return (
    <div className={classes.userCard} data-testid="home-user-card">
      <div className={classes.userTop}>
        {user ? (
          <>
            <Avatar src={user.avatar || null} alt={user.nickname} name={user.nickname} size={60} color="red" />
            <div className={classes.userName} title={user.nickname}>
              <Trans>Hi, {user.nickname}</Trans>
            </div>
            <Link {...to.account()} className={classes.more}>
              <Trans>Account settings</Trans>
            </Link>
          </>
        ) : user === undefined ? (
          <>
            <Avatar size={60} color="red" alt="" />
            <div className={classes.userName} aria-busy="true" data-testid="home-user-pending">
              &nbsp;
            </div>
            <span className={classes.more}>&nbsp;</span>
          </>
        ) : (
          <>
            <Avatar size={60} color="red" alt="" />
            <div className={classes.userGreeting}>
              {home.siteName ? <Trans>Welcome to {home.siteName}</Trans> : <Trans>Welcome</Trans>}
            </div>
            <Group gap={8} grow preventGrowOverflow={false} w="100%" mt={4}>
              <PlainButton className={`${classes.buttonXs} ${classes.radiusXl}`} onClick={() => loginDialog.open('/')}>
                <Trans>Sign in</Trans>
              </PlainButton>
              <PlainButton
                className={`${classes.buttonXs} ${classes.radiusXl} ${classes.outline}`}
                onClick={() => loginDialog.open(null, { start: 'register' })}
              >
                <Trans>Register</Trans>
              </PlainButton>
            </Group>
          </>
        )}
      </div>
      <nav className={classes.quickLinks} aria-label={t`My shortcuts`}>
        {quickLinks.map((entry) =>
          signedIn ? (
            <Link key={entry.href} className={classes.quickLink} {...entry.options}>
              <span className={classes.quickLinkIcon}>{entry.icon}</span>
              {entry.label}
            </Link>
          ) : (
            <button
              key={entry.href}
              type="button"
              className={classes.quickLink}
              onClick={() => loginDialog.open(entry.href)}
            >
              <span className={classes.quickLinkIcon}>{entry.icon}</span>
              {entry.label}
            </button>
          ),
        )}
      </nav>
      <BookmarkPrompt>
        <ul className={classes.perks}>
          <li className={classes.perk}>
            <span className={classes.perkDot}>
              <StoreIcon size={14} />
            </span>
            <Trans>Direct from factories and brands</Trans>
          </li>
          <li className={classes.perk}>
            <span className={classes.perkDot}>
              <StarIcon size={14} />
            </span>
            <Trans>Factory prices, no middlemen</Trans>
          </li>
          <li className={classes.perk}>
            <span className={classes.perkDot}>
              <TicketIcon size={14} />
            </span>
            <Trans>Secure payment and buyer protection</Trans>
          </li>
        </ul>
      </BookmarkPrompt>
    </div>
  )
}
