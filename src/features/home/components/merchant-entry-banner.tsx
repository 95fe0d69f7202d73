import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { useSessionUser } from '~/features/account'
import { loginDialog } from '~/features/auth'
import { hrefOf, to } from '~/lib/links'
import { usePathLink } from '~/ui/router-link'
import { StoreIcon } from '~/ui/icons'
import classes from './home.module.css'

/** "Apply for merchant entry": signed-in shoppers go to the settlement form, guests sign in first. */
export function MerchantEntryBanner() {
  // Undefined on the member page until the user is read (decision 36): a shopper's link, the same look.
  const user = useSessionUser()
  const href = hrefOf(to.merchantSettlement())
  const pathLink = usePathLink()
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
        <Button
          component="a"
          {...pathLink(href)}
          size="md"
          radius="xl"
          color="white"
          c="red.7"
          leftSection={<StoreIcon size={18} />}
        >
          <Trans>Apply for merchant entry</Trans>
        </Button>
      ) : (
        <Button
          size="md"
          radius="xl"
          color="white"
          c="red.7"
          leftSection={<StoreIcon size={18} />}
          onClick={() => loginDialog.open(href)}
        >
          <Trans>Apply for merchant entry</Trans>
        </Button>
      )}
    </section>
  )
}
