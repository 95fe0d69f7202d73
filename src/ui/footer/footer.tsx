/**
 * The site footer (docs/spec.md §2.55 (#spec-2-55) Footer): first-level category tiles, category navigation columns,
 * customer service, a benefits carousel, the app QR block, the copyright line and the low-vision toggle.
 * Presentational: the container passes data and callbacks.
 */
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { hrefOf, to } from '~/lib/links'
import { PlainLink, usePathLink } from '~/ui/router-link'
import { BenefitsCarousel } from './benefits-carousel'
import classes from './footer.module.css'
import { type FooterCategory, type FooterColumn, footerNavigation } from './footer-navigation'
import { DeviceIcon, EyeIcon, HeadsetIcon, MailIcon, PhoneIcon } from '~/ui/icons'
import './low-vision.css'
import { QrCode } from './qr-code'

export interface SiteFooterProps {
  /** The (normalised) category tree; empty while loading. */
  categories: readonly FooterCategory[]
  support: {
    email?: string
    phone?: string
    /** Opens the customer-service channel (the container decides: support action or login dialog). */
    onContact?: () => void
  }
  /** What the app QR code encodes; null until known (shows a placeholder). */
  appQrValue: string | null
  /** `app`: the QR is an app download link; `site`: it opens the shop itself. */
  appQrKind: 'app' | 'site'
  siteName: string
  /** P1 `copyright`; empty → "© year site". */
  copyright: string
  lowVision: boolean
  onToggleLowVision: () => void
}

/** A first-level category filters the search by `pid`, a lower one by `cid` (spec: cid is a third-level id). */
const categoryLink = (category: FooterCategory) => to.search({ pid: category.id })
const childLink = (category: FooterCategory) => to.search({ cid: category.id })

export function SiteFooter(props: SiteFooterProps) {
  const { t } = useLingui()
  const nav = footerNavigation(props.categories)
  const year = new Date().getFullYear()
  const siteName = props.siteName
  const pathLink = usePathLink()

  return (
    <footer className={classes.root} data-testid="site-footer">
      <div className={classes.top}>
        <div className={`shop-container ${classes.topInner}`}>
          {nav.iconCategories.length > 0 ? (
            <nav className={classes.iconSection} aria-label={t`Popular categories`}>
              <ul className={classes.icons}>
                {nav.iconCategories.map((category) => (
                  <li key={category.id}>
                    <PlainLink className={classes.iconTile} link={categoryLink(category)}>
                      <span className={classes.iconCircle}>
                        {category.icon ? (
                          <img src={category.icon} alt="" width={36} height={36} loading="lazy" />
                        ) : (
                          <span aria-hidden="true">{category.name.slice(0, 1)}</span>
                        )}
                      </span>
                      <span className={classes.iconName}>{category.name}</span>
                    </PlainLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : (
            <div className={classes.iconSection} />
          )}
          <BenefitsCarousel />
        </div>
      </div>

      <div className={`shop-container ${classes.main}`}>
        {nav.columns.map((column) => (
          <CategoryColumn key={column.category.id} column={column} />
        ))}
        {nav.shortColumn ? <CategoryColumn column={nav.shortColumn} /> : null}

        <section className={classes.column} aria-labelledby="footer-service-heading">
          <h2 className={classes.heading} id="footer-service-heading">
            {t`Customer service`}
          </h2>
          <ul className={classes.list}>
            {props.support.onContact ? (
              <li>
                <button type="button" className={classes.serviceButton} onClick={props.support.onContact}>
                  <HeadsetIcon size={18} />
                  {t`Online service`}
                </button>
              </li>
            ) : null}
            {props.support.phone ? (
              <ContactLine
                icon={<PhoneIcon size={16} />}
                label={t`Hotline`}
                href={`tel:${props.support.phone.replace(/\s+/g, '')}`}
              >
                {props.support.phone}
              </ContactLine>
            ) : null}
            {props.support.email ? (
              <ContactLine icon={<MailIcon size={16} />} label={t`E-mail`} href={`mailto:${props.support.email}`}>
                <EmailText email={props.support.email} />
              </ContactLine>
            ) : null}
            <li>
              <PlainLink className={classes.link} link={to.aboutUs()}>
                {t`About us`}
              </PlainLink>
            </li>
            <li>
              <PlainLink className={classes.link} link={to.orders()}>
                {t`My orders`}
              </PlainLink>
            </li>
            <li>
              <PlainLink className={classes.link} link={to.shopStreet()}>
                {t`Shop street`}
              </PlainLink>
            </li>
            <li>
              <a className={classes.link} {...pathLink(hrefOf(to.merchantSettlement()))}>
                {t`Apply for merchant entry`}
              </a>
            </li>
            <li>
              <PlainLink className={classes.link} link={to.privacyAgreement()} target="_blank" rel="noopener">
                {t`Privacy agreement`}
              </PlainLink>
            </li>
          </ul>
        </section>

        <section className={`${classes.column} ${classes.app}`} aria-labelledby="footer-app-heading">
          <h2 className={classes.heading} id="footer-app-heading">
            {t`Shop on mobile`}
          </h2>
          <div className={classes.qrFrame}>
            <QrCode
              value={props.appQrValue}
              size={112}
              label={
                props.appQrKind === 'app' ? t`QR code to download the app` : t`QR code to open the shop on your phone`
              }
            />
          </div>
          <p className={classes.qrCaption}>
            <DeviceIcon size={16} />
            {props.appQrKind === 'app' ? t`Scan to download the app` : t`Scan to shop on your phone`}
          </p>
        </section>
      </div>

      <div className={classes.bottom}>
        <div className={`shop-container ${classes.bottomInner}`}>
          <p className={classes.copyright}>
            {props.copyright || (siteName ? t`© ${year} ${siteName}. All rights reserved.` : t`© ${year}`)}
          </p>
          <button
            type="button"
            className={classes.lowVision}
            aria-pressed={props.lowVision}
            onClick={props.onToggleLowVision}
          >
            <EyeIcon size={18} />
            {props.lowVision ? t`Standard view` : t`Low-vision mode`}
          </button>
        </div>
      </div>
    </footer>
  )
}

function CategoryColumn({ column }: { column: FooterColumn }) {
  return (
    <nav className={classes.column} aria-label={column.category.name}>
      <h2 className={classes.heading}>
        <PlainLink className={classes.headingLink} link={categoryLink(column.category)}>
          {column.category.name}
        </PlainLink>
      </h2>
      <ul className={classes.list}>
        {column.children.map((child) => (
          <li key={child.id}>
            <PlainLink className={classes.link} link={childLink(child)}>
              {child.name}
            </PlainLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** An e-mail address that wraps only after its "@", never inside the name or the domain ("support@crossborder. example"). */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@')
  if (at < 0) return <>{email}</>
  // An address is not words of any language: translate="no" keeps page translators (and the language checks) off it.
  return (
    <span translate="no">
      <span style={{ whiteSpace: 'nowrap' }}>{email.slice(0, at + 1)}</span>
      <wbr />
      <span style={{ whiteSpace: 'nowrap' }}>{email.slice(at + 1)}</span>
    </span>
  )
}

/** A way to reach customer service: its icon, what it is, and the link that uses it. */
function ContactLine(props: { icon: ReactNode; label: ReactNode; href: string; children: ReactNode }) {
  return (
    <li className={classes.contact}>
      {props.icon}
      <span className={classes.contactText}>
        <span className={classes.contactLabel}>{props.label}</span>
        <a className={classes.link} href={props.href}>
          {props.children}
        </a>
      </span>
    </li>
  )
}
