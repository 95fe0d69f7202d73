import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { Link, useRouterState } from '@tanstack/react-router'
import { MAX_PAGES, type SearchParams } from '../schemas'
import { searchPages } from '../params'
import { nextSearch } from './search-link'
import classes from './search.module.css'

/**
 * "Load more" is a link to `page + 1` (works without JavaScript too); the loader fetches only the next page and
 * the URL keeps the count, so a shared URL server-renders as many items.
 */
export function LoadMore(props: { search: SearchParams; shown: number; total: number; hasMore: boolean }) {
  const { search, shown, total } = props
  const pages = searchPages(search)
  const loading = useRouterState({ select: (state) => state.status === 'pending' })
  const canLoad = props.hasMore && pages < MAX_PAGES
  return (
    <div className={classes.more} data-testid="load-more-block">
      <span className={classes.moreText} data-testid="shown-count" data-shown={shown} data-total={total}>
        <Trans>
          {shown} of {total}
        </Trans>
      </span>
      {canLoad ? (
        <Button
          variant="outline"
          radius="xl"
          w={240}
          loading={loading}
          data-testid="load-more"
          renderRoot={(rootProps) => (
            <Link
              {...rootProps}
              to="/goods/goods_search"
              search={nextSearch(search, { page: pages + 1 })}
              replace
              resetScroll={false}
              preload={false}
            />
          )}
        >
          <Trans>Load more</Trans>
        </Button>
      ) : null}
    </div>
  )
}
