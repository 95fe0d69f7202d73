/**
 * /users/collection_list: favourite goods (F5) and followed shops (F6), 12 a page. Each item opens its product or
 * store, or is cancelled at once with a toast; the hearts and follow buttons elsewhere read the change (the
 * mutations invalidate the product, store and list key trees).
 */
import { useLingui } from '@lingui/react/macro'
import { Stack, Tabs } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { PageFrame } from '~/ui/page-frame'
import { type CollectionTab } from '../schemas'
import { FavouriteGoods } from './favourite-goods'
import { FollowedShops } from './followed-shops'

export function CollectionListPage(props: { tab: CollectionTab; page: number }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const go = (tab: CollectionTab, page: number) =>
    void navigate({ to: '/users/collection_list', search: { tab, page: page > 1 ? page : undefined } })
  return (
    <PageFrame title={t`My favourites`} card>
      <Stack gap="md">
        <Tabs value={props.tab} onChange={(value) => value && go(value as CollectionTab, 1)}>
          <Tabs.List aria-label={t`Favourites`}>
            <Tabs.Tab value="goods" data-testid="collection-tab-goods">
              {t`Goods`}
            </Tabs.Tab>
            <Tabs.Tab value="shops" data-testid="collection-tab-shops">
              {t`Shops`}
            </Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {props.tab === 'goods' ? (
          <FavouriteGoods page={props.page} onPage={(page) => go('goods', page)} />
        ) : (
          <FollowedShops page={props.page} onPage={(page) => go('shops', page)} />
        )}
      </Stack>
    </PageFrame>
  )
}
