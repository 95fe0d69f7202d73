import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'

/**
 * The may-like section's "Load more" (Mantine's outline Button with its dots loader), in a chunk of its own that
 * hydrates when it arrives (decisions 105 and 120): the section loads the next page by itself when the shopper
 * scrolls near it, so the button is not needed before then.
 */
export function LoadMoreButton({ loading, onLoadMore }: { loading: boolean; onLoadMore: () => unknown }) {
  return (
    <Button
      variant="outline"
      radius="xl"
      w={240}
      onClick={() => void onLoadMore()}
      loading={loading}
      loaderProps={{ type: 'dots' }}
    >
      <Trans>Load more</Trans>
    </Button>
  )
}
