/** The shops tab of /users/collection_list (F6): each store opens its page or is unfollowed at once (F4). */
import { Trans, useLingui } from '@lingui/react/macro'
import { Avatar, Button, Card, Group, SimpleGrid, Text } from '@mantine/core'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { FOLLOWED_SHOPS_LIMIT, followedShopsQuery, unfollowMerchantMutation } from '~/features/merchants'
import { to } from '~/lib/links'
import { UnstyledLink } from '~/ui/router-link'
import { toast } from '~/ui/toast'
import { ListPager } from '~/ui/list-pager'

export function FollowedShops(props: { page: number; onPage: (page: number) => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(followedShopsQuery(props.page))
  const unfollow = useMutation(unfollowMerchantMutation(queryClient))
  if (data.list.length === 0) {
    return (
      <Text c="dimmed" ta="center" py={60} data-testid="followed-empty">
        <Trans>You do not follow any shop yet.</Trans>
      </Text>
    )
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={12}>
        {data.list.map((shop) => (
          <Card
            key={shop.merId}
            withBorder
            radius="md"
            padding="sm"
            data-testid="followed-shop"
            data-mer-id={shop.merId}
          >
            <Group justify="space-between" wrap="nowrap">
              <UnstyledLink {...to.merchant(shop.merId)} data-testid="followed-shop-link">
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={shop.merAvatar} alt={shop.merName} size={48} radius="md" />
                  <Text fw={600} lineClamp={1}>
                    {shop.merName}
                  </Text>
                </Group>
              </UnstyledLink>
              <Button
                size="compact-sm"
                variant="default"
                loading={unfollow.isPending && unfollow.variables === shop.merId}
                onClick={() => unfollow.mutate(shop.merId, { onSuccess: () => toast.success(t`Shop unfollowed`) })}
                data-testid="followed-cancel"
              >
                <Trans>Unfollow</Trans>
              </Button>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <ListPager total={data.total} limit={FOLLOWED_SHOPS_LIMIT} page={props.page} onPage={props.onPage} />
    </>
  )
}
