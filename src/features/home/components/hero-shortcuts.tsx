import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useCurrentUser } from '~/features/account'
import { loginDialog } from '~/features/auth'
import { links } from '~/lib/links'
import { BriefcaseIcon, GiftIcon, StoreIcon, TrophyIcon } from '~/ui/icons'
import classes from './home.module.css'

interface Shortcut {
  href: string
  title: ReactNode
  text: ReactNode
  icon: ReactNode
  tone: 'orange' | 'red' | 'violet' | 'teal'
  /** Guests sign in first, then land on the page. */
  needsLogin?: boolean
}

/** Four entry cards under the banner: rankings, shop street, points shop and selling on the marketplace. */
export function HeroShortcuts() {
  const user = useCurrentUser()
  const shortcuts: Shortcut[] = [
    {
      href: links.topProducts(),
      title: <Trans>Top products</Trans>,
      text: <Trans>Best sellers, ranked</Trans>,
      icon: <TrophyIcon size={22} />,
      tone: 'orange',
    },
    {
      href: links.shopStreet(),
      title: <Trans>Shop street</Trans>,
      text: <Trans>Factories and brand stores</Trans>,
      icon: <StoreIcon size={22} />,
      tone: 'red',
    },
    {
      href: links.pointsShop(),
      title: <Trans>Points shop</Trans>,
      text: <Trans>Spend points on gifts</Trans>,
      icon: <GiftIcon size={22} />,
      tone: 'violet',
    },
    {
      href: links.merchantSettlement(),
      title: <Trans>Sell with us</Trans>,
      text: <Trans>Apply for merchant entry</Trans>,
      icon: <BriefcaseIcon size={22} />,
      tone: 'teal',
      needsLogin: true,
    },
  ]
  return (
    <ul className={classes.shortcuts} data-testid="home-shortcuts">
      {shortcuts.map((shortcut) => {
        const body = (
          <>
            <span className={classes.shortcutIcon}>{shortcut.icon}</span>
            <span className={classes.shortcutTitle}>{shortcut.title}</span>
            <span className={classes.shortcutText}>{shortcut.text}</span>
          </>
        )
        return (
          <li key={shortcut.href}>
            {shortcut.needsLogin && !user ? (
              <button
                type="button"
                className={classes.shortcut}
                data-tone={shortcut.tone}
                onClick={() => loginDialog.open(shortcut.href)}
              >
                {body}
              </button>
            ) : (
              <a className={classes.shortcut} data-tone={shortcut.tone} href={shortcut.href}>
                {body}
              </a>
            )}
          </li>
        )
      })}
    </ul>
  )
}
