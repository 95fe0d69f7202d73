/** "Contact seller" from M5 (front-api §4.8): an H5 link, a message page, a phone call or an e-mail. */
import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { HeadsetIcon } from '~/ui/icons'
import { type MerchantService, merchantServiceQuery } from '../queries'

/** Where the contact action goes, or null when the store set none. */
export function serviceTarget(service: MerchantService | undefined): { href: string; newTab: boolean } | null {
  if (!service) return null
  switch ((service.serviceType || '').toLowerCase()) {
    case 'h5':
      return service.serviceLink ? { href: service.serviceLink, newTab: false } : null
    case 'message':
      return service.serviceMessage ? { href: service.serviceMessage, newTab: true } : null
    case 'phone':
    case 'hotline':
      return service.servicePhone ? { href: `tel:${service.servicePhone}`, newTab: false } : null
    case 'email':
      return service.serviceEmail ? { href: `mailto:${service.serviceEmail}`, newTab: false } : null
    default:
      return null
  }
}

export function ContactSeller(props: { merId: number }) {
  const { data } = useQuery(merchantServiceQuery(props.merId))
  const target = serviceTarget(data)
  if (!target) return null
  return (
    <Button
      component="a"
      href={target.href}
      target={target.newTab ? '_blank' : undefined}
      rel={target.newTab ? 'noopener noreferrer' : undefined}
      variant="default"
      radius="xl"
      size="sm"
      leftSection={<HeadsetIcon size={16} />}
    >
      <Trans>Contact seller</Trans>
    </Button>
  )
}
