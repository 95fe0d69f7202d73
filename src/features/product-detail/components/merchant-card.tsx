/**
 * The seller's card: avatar, name, star rating, self-operated badge, followers, "Visit store" and Follow.
 * The follow button updates the store page's cache; this card mirrors its pending/failed state into the product
 * detail's `merchantInfo` so the count and the button move here too.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Avatar } from '@mantine/core'
import { PlainBadge } from '~/ui/plain-badge'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { ContactSeller } from '~/features/merchants/components/contact-seller'
import { FollowButton } from '~/features/merchants/components/follow-button'
import { to } from '~/lib/links'
import { ButtonLink } from '~/ui/button-link'
import { StarMeter } from '~/ui/star-meter'
import { StoreIcon } from '~/ui/icons'
import classes from './product-detail.module.css'
import { catalogKeys, type ProductDetail, type ProductMerchant } from '~/features/catalog'

function setFollowing(queryClient: QueryClient, productId: number, following: boolean) {
  queryClient.setQueryData<ProductDetail>(catalogKeys.product(productId), (detail) => {
    if (!detail || detail.merchantInfo.isCollect === following) return detail
    const followerCount = Math.max(0, (Number(detail.merchantInfo.followerCount) || 0) + (following ? 1 : -1))
    return { ...detail, merchantInfo: { ...detail.merchantInfo, isCollect: following, followerCount } }
  })
}

/** Mirror follow/unfollow of this store (mutation keys from the merchants feature) into the product cache. */
function useMirrorFollow(productId: number, merId: number) {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated') return
        const { mutation } = event
        const [domain, action] = mutation.options.mutationKey ?? []
        if (domain !== 'merchants' || (action !== 'follow' && action !== 'unfollow')) return
        if (mutation.state.variables !== merId) return
        const following = action === 'follow'
        if (mutation.state.status === 'pending') setFollowing(queryClient, productId, following)
        else if (mutation.state.status === 'error') setFollowing(queryClient, productId, !following)
      }),
    [queryClient, productId, merId],
  )
}

export function MerchantCard(props: { productId: number; merchant: ProductMerchant; personal: boolean }) {
  const { t } = useLingui()
  const m = props.merchant
  useMirrorFollow(props.productId, m.id)
  const stars = Math.min(5, Math.max(0, Number(m.starLevel) || 0))
  return (
    <div className={`${classes.stack} ${classes.gapSm}`} data-testid="merchant-card">
      <div className={`${classes.group} ${classes.gapSm} ${classes.noWrap}`}>
        <Avatar src={m.avatar || null} alt={m.name} size={52} radius="md">
          <StoreIcon size={24} aria-hidden />
        </Avatar>
        <div className={`${classes.stack} ${classes.gap4} ${classes.noShrinkText}`}>
          <p className={`${classes.text} ${classes.semibold} ${classes.clamp2}`}>{m.name}</p>
          {m.isSelf ? (
            <PlainBadge color="red" size="sm" radius="sm" style={{ width: 'fit-content' }}>
              <Trans>Self-operated</Trans>
            </PlainBadge>
          ) : null}
        </div>
      </div>
      <div className={`${classes.group} ${classes.gap6}`}>
        <p className={`${classes.text} ${classes.textSm} ${classes.dimmed}`}>
          <Trans>Rating</Trans>
        </p>
        <StarMeter value={stars} size={18} label={t`${stars} out of 5 stars`} />
      </div>
      <p className={`${classes.text} ${classes.textSm} ${classes.dimmed}`} data-testid="merchant-followers">
        <Plural value={Number(m.followerCount) || 0} one="# follower" other="# followers" />
      </p>
      <div className={`${classes.group} ${classes.gapXs} ${classes.grow}`}>
        <ButtonLink {...to.merchant(m.id)} variant="light" size="sm" radius="xl">
          <Trans>Visit store</Trans>
        </ButtonLink>
        <FollowButton merId={m.id} following={props.personal ? Boolean(m.isCollect) : undefined} size="sm" />
      </div>
      <ContactSeller merId={m.id} />
    </div>
  )
}
