import { Trans } from '@lingui/react/macro'
import { useSessionUser } from '~/features/account'
import { loginDialog } from '~/features/auth'
import { hrefOf, to } from '~/lib/links'
import { usePathLink } from '~/ui/router-link'
import { StoreIcon } from '~/ui/icons'
import { PlainButton, plainButtonClass } from '~/ui/plain-button'
import plain from '~/ui/plain.module.css'
import classes from './home.module.css'

/** Mantine's Button (size md, radius xl, `color="white"`, red text) as plain elements (decision 120). */
const look = `${plain.md} ${classes.radiusXl} ${classes.onWhite}`

/** "Apply for merchant entry": signed-in shoppers go to the settlement form, guests sign in first. */
export function MerchantEntryBanner() {
  // Undefined on the member page until the user is read (decision 36): a shopper's link, the same look.
  const user = useSessionUser()
  const href = hrefOf(to.merchantSettlement())
  const pathLink = usePathLink()
  const icon = <StoreIcon size={18} />
  const label = <Trans>Apply for merchant entry</Trans>
  return (
    <section className={classes.entry} data-testid="home-merchant-entry">
      <div>
        <h2 className={classes.entryTitle}>
          <Trans>Sell on our marketplace</Trans>
        </h2>
        <p className={classes.entryText}>
          <Trans>
            Open your store and reach shoppers across borders. Applications are reviewed within 15 working days.
          </Trans>
        </p>
        <div className={classes.entryPoints}>
          <span className={classes.entryPoint}>
            <span aria-hidden="true">✓</span>
            <Trans>Low handling fees</Trans>
          </span>
          <span className={classes.entryPoint}>
            <span aria-hidden="true">✓</span>
            <Trans>Cross-border buyers</Trans>
          </span>
          <span className={classes.entryPoint}>
            <span aria-hidden="true">✓</span>
            <Trans>Your own store page</Trans>
          </span>
        </div>
      </div>
      {user !== null ? (
        <a {...pathLink(href)} className={plainButtonClass(look)} data-with-left-section>
          <span className={plain.buttonInner}>
            <span className={plain.buttonSection}>{icon}</span>
            <span className={plain.buttonLabel}>{label}</span>
          </span>
        </a>
      ) : (
        <PlainButton className={look} leftSection={icon} onClick={() => loginDialog.open(href)}>
          {label}
        </PlainButton>
      )}
    </section>
  )
}
