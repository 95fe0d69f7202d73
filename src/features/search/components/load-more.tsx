import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { Link, useRouterState } from '@tanstack/react-router'
import { useFormatNumber } from '~/ui/number'
import { MAX_PAGES, type SearchParams } from '../schemas'
import { searchPages } from '../params'
import { nextSearch } from './search-link'
import classes from './search.module.css'

/**
 * "Load more" is a link to `page + 1` (works without JavaScript too); the loader fetches only the next page and
 * the URL keeps the count, so a shared URL server-renders as many items. A capped total (`totalCapped` of K4:
 * the API stopped counting) reads "1,000+" in the shopper's locale.
 */
export function LoadMore(props: {
  search: SearchParams
  shown: number
  total: number
  capped?: boolean
  hasMore: boolean
}) {
  const { search } = props
  const formatNumber = useFormatNumber()
  const shown = formatNumber(props.shown)
  const total = formatNumber(props.total)
  const pages = searchPages(search)
  const loading = useRouterState({ select: (state) => state.status === 'pending' })
  const canLoad = props.hasMore && pages < MAX_PAGES
  return (
    <div className={classes.more} data-testid="load-more-block">
      <span
        className={classes.moreText}
        data-testid="shown-count"
        data-shown={props.shown}
        data-total={props.total}
        data-capped={props.capped ? 'true' : undefined}
      >
        {props.capped ? (
          <Trans>
            {shown} of {total}+
          </Trans>
        ) : (
          <Trans>
            {shown} of {total}
          </Trans>
        )}
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
