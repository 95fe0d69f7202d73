import { useLingui } from '@lingui/react/macro'
import { useWindowScroll } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useSessionUser } from '~/features/account/queries'
import { cartCountQuery } from '~/features/cart/queries'
import { homeIndexQuery } from '~/features/site/queries'
import { useApiExtensions } from '~/features/site'
import { loginDialog } from '~/features/auth'
import { hrefOf, to } from '~/lib/links'
import { CartIcon, HeartIcon, OrdersIcon } from '~/ui/icons'
import { PlainLink } from '~/ui/router-link'
import classes from './header.module.css'
import { IconCount } from './icon-count'
import { MegaMenu } from './mega-menu'
import { NoticeBell } from './notice-bell'
import { SearchBox } from './search-box'
import { SignInButton, UserMenu, UserMenuPlaceholder } from './user-menu'

/** The header becomes fixed after this much scroll (docs/spec.md §9.6 (#spec-9-6)). */
export const HEADER_FIXED_AFTER_PX = 120

export function Header() {
  const { t } = useLingui()
  // Undefined on the member page until the browser has read who is signed in (decision 36).
  const user = useSessionUser()
  const extensions = useApiExtensions()
  const [scroll] = useWindowScroll()
  const fixed = scroll.y > HEADER_FIXED_AFTER_PX
  const { data: home } = useQuery(homeIndexQuery())
  const { data: cartCount = 0 } = useQuery({ ...cartCountQuery(), enabled: Boolean(user) })

  /** Guests asking for member pages get the login dialog, then land where they wanted to go. */
  const askGuest = (href: string) => (event: React.MouseEvent) => {
    event.preventDefault()
    loginDialog.open(href)
  }
  const guestGate = (href: string) => (user === null ? { preload: false, onClick: askGuest(href) } : {})
  const memberLinks = [
    { link: to.favourites(), label: t`Favourites`, icon: <HeartIcon /> },
    { link: to.orders(), label: t`Orders`, icon: <OrdersIcon /> },
    {
      link: to.cart(),
      label: t`Cart`,
      icon: (
        <IconCount count={user ? cartCount : 0} testId="cart-badge">
          <CartIcon />
        </IconCount>
      ),
      testId: 'cart-link',
    },
  ]

  return (
    <div className={classes.headerSlot}>
      <header className={classes.header} data-fixed={fixed || undefined} data-testid="site-header">
        {/* Plain elements and links: the header is on every page (decision 55). */}
        <div className={`shop-container ${classes.headerRow}`}>
          <PlainLink link={to.home()} className={`mantine-focus-auto ${classes.logo}`} aria-label={t`Home page`}>
            {home?.siteName || t`Crossborder Market`}
          </PlainLink>
          <MegaMenu />
          <SearchBox />
          <div className={classes.memberLinks}>
            {memberLinks.map(({ link, label, icon, testId }) => (
              <PlainLink
                key={link.to}
                className={classes.iconButton}
                link={link}
                {...guestGate(hrefOf(link))}
                aria-label={label}
                data-testid={testId}
              >
                {icon}
                <span className={classes.iconLabel}>{label}</span>
              </PlainLink>
            ))}
            {extensions ? <NoticeBell signedIn={user === undefined ? undefined : user !== null} /> : null}
            {user ? <UserMenu user={user} /> : user === null ? <SignInButton /> : <UserMenuPlaceholder />}
          </div>
          {/* The end of the row (see .headerRow): the row shows once the browser has read all of it. */}
          <span hidden data-row-end />
        </div>
      </header>
    </div>
  )
}
