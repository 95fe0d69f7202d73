import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useSessionUser } from '~/features/account'
import { loginDialog } from '~/features/auth'
import { hrefOf, to } from '~/lib/links'
import { PlainLink, usePathLink } from '~/ui/router-link'
import { BriefcaseIcon, GiftIcon, StoreIcon, TrophyIcon } from '~/ui/icons'
import classes from './home.module.css'

interface Shortcut {
  href: string
  /** Typed options for pages that are routes of this app; the others open through `usePathLink`. */
  options?: ReturnType<typeof to.topProducts | typeof to.shopStreet>
  title: ReactNode
  text: ReactNode
  icon: ReactNode
  tone: 'orange' | 'red' | 'violet' | 'teal'
  /** Guests sign in first, then land on the page. */
  needsLogin?: boolean
}

/** Four entry cards under the banner: rankings, shop street, points shop and selling on the marketplace. */
export function HeroShortcuts() {
  const { t } = useLingui()
  // Guests (null) sign in first; on the member page the user is unknown until read, and the link is the shopper's.
  const user = useSessionUser()
  const pathLink = usePathLink()
  const shortcuts: Shortcut[] = [
    {
      href: hrefOf(to.topProducts()),
      options: to.topProducts(),
      title: t`Top products`,
      text: t`Best sellers, ranked`,
      icon: <TrophyIcon size={22} />,
      tone: 'orange',
    },
    {
      href: hrefOf(to.shopStreet()),
      options: to.shopStreet(),
      title: t`Shop street`,
      text: t`Factories and brand stores`,
      icon: <StoreIcon size={22} />,
      tone: 'red',
    },
    {
      href: hrefOf(to.pointsShop()),
      title: t`Points shop`,
      text: t`Spend points on gifts`,
      icon: <GiftIcon size={22} />,
      tone: 'violet',
    },
    {
      href: hrefOf(to.merchantSettlement()),
      title: t`Sell with us`,
      text: t`Apply for merchant entry`,
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
            {shortcut.needsLogin && user === null ? (
              <button
                type="button"
                className={classes.shortcut}
                data-tone={shortcut.tone}
                onClick={() => loginDialog.open(shortcut.href)}
              >
                {body}
              </button>
            ) : shortcut.options ? (
              <PlainLink className={classes.shortcut} data-tone={shortcut.tone} link={shortcut.options}>
                {body}
              </PlainLink>
            ) : (
              <a className={classes.shortcut} data-tone={shortcut.tone} {...pathLink(shortcut.href)}>
                {body}
              </a>
            )}
          </li>
        )
      })}
    </ul>
  )
}
