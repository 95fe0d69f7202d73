/**
 * Follow / unfollow a store (F3/F4). Guests get the login dialog and come back here; the count and state update
 * optimistically in the M3 cache (see mutations.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, type ButtonProps } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRequireSignIn } from '~/features/auth'
import { HeartIcon } from '~/ui/icons'
import { followMerchantMutation, unfollowMerchantMutation } from '../mutations'

/** `following` undefined: not known yet (the member page waits for the shopper's read, decision 36), shown busy. */
export function FollowButton(props: { merId: number; following: boolean | undefined; size?: ButtonProps['size'] }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const requireSignIn = useRequireSignIn()
  const follow = useMutation(followMerchantMutation(queryClient))
  const unfollow = useMutation(unfollowMerchantMutation(queryClient))
  const pending = follow.isPending || unfollow.isPending

  const onClick = () =>
    requireSignIn(() => {
      if (pending || props.following === undefined) return
      if (props.following) unfollow.mutate(props.merId)
      else follow.mutate(props.merId)
    })

  return (
    <Button
      size={props.size ?? 'sm'}
      radius="xl"
      variant={props.following ? 'default' : 'filled'}
      leftSection={<HeartIcon size={16} fill={props.following ? 'currentColor' : 'none'} aria-hidden />}
      onClick={onClick}
      loading={props.following === undefined}
      aria-pressed={props.following}
      data-testid="follow-button"
      title={props.following ? t`Unfollow this store` : t`Follow this store`}
      data-loading-state={pending ? 'pending' : undefined}
    >
      {props.following ? <Trans>Following</Trans> : <Trans>Follow</Trans>}
    </Button>
  )
}
