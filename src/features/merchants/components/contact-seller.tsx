/**
 * "Contact seller" (merchant inquiry) on store and product pages: opens customer service for this store through
 * the support feature, which follows the store's service type (M5, docs/api.md §4.8 (#ref-4-8)): our own chat with the store,
 * its H5 site, or its hotline / e-mail. A guest gets the login dialog. `data-support-merchant` tells the floating
 * bar's inquiry button which store the page is about.
 */
import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { PlatformSupportProvider, useOpenSupportChat } from '~/features/chat'
import { HeadsetIcon } from '~/ui/icons'

type ContactSellerProps = { merId: number; size?: 'xs' | 'sm' }

export function ContactSeller(props: ContactSellerProps) {
  return (
    <PlatformSupportProvider>
      <ContactSellerButton {...props} />
    </PlatformSupportProvider>
  )
}

function ContactSellerButton(props: ContactSellerProps) {
  const openSupport = useOpenSupportChat()
  return (
    <Button
      variant="default"
      radius="xl"
      size={props.size ?? 'sm'}
      leftSection={<HeadsetIcon size={16} />}
      // A long label ("Связаться с продавцом") wraps in a narrow card rather than being cut.
      h="auto"
      mih={props.size === 'xs' ? 30 : 36}
      py={4}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
      onClick={() => openSupport(props.merId)}
      data-support-merchant={props.merId}
      data-testid="contact-seller"
    >
      <Trans>Contact seller</Trans>
    </Button>
  )
}
