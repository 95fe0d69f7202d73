import { Trans } from '@lingui/react/macro'
import { Button, Loader, SimpleGrid, Skeleton } from '@mantine/core'
import { useIntersection } from '@mantine/hooks'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { indexProductsQuery } from '~/features/catalog'
import { ProductGrid } from '~/features/catalog/components/product-grid'
import { SectionHeader } from './section-header'
import classes from './home.module.css'

/**
 * "You may also like" (K2): page after page of 13 while loaded < total, by the button or automatically when
 * the sentinel under the grid comes within 600 px of the viewport.
 */
export function MayLikeSection() {
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage, isError } =
    useSuspenseInfiniteQuery(indexProductsQuery())
  const { ref, entry } = useIntersection({ rootMargin: '600px 0px' })

  // A product can move between pages while the shopper scrolls; show it once.
  const products = useMemo(() => {
    const seen = new Set<number>()
    return data.pages.flatMap((page) => page.list).filter((product) => !seen.has(product.id) && seen.add(product.id))
  }, [data.pages])

  const nearEnd = entry?.isIntersecting ?? false
  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage()
  }, [nearEnd, hasNextPage, isFetchingNextPage, isError, fetchNextPage])

  if (products.length === 0) return null
  return (
    <section className={classes.section} data-testid="home-may-like">
      <SectionHeader title={<Trans>You may also like</Trans>} />
      <ProductGrid products={products} lazy />
      <div className={classes.mayLikeFooter}>
        {hasNextPage ? (
          <>
            <div ref={ref} className={classes.sentinel} aria-hidden="true" />
            <Button
              variant="outline"
              radius="xl"
              w={240}
              onClick={() => void fetchNextPage()}
              loading={isFetchingNextPage}
              loaderProps={{ type: 'dots' }}
            >
              <Trans>Load more</Trans>
            </Button>
          </>
        ) : (
          <div className={classes.endText} data-testid="may-like-end">
            <Trans>You have reached the end</Trans>
          </div>
        )}
      </div>
    </section>
  )
}

/** Same footprint as the first page while it streams in. */
export function MayLikeSkeleton() {
  return (
    <section className={classes.section} aria-busy="true">
      <SectionHeader title={<Trans>You may also like</Trans>} />
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 5 }} spacing={12}>
        {Array.from({ length: 10 }, (_, index) => (
          <Skeleton key={index} height={300} radius="md" />
        ))}
      </SimpleGrid>
      <div className={classes.mayLikeFooter}>
        <Loader size="sm" type="dots" />
      </div>
    </section>
  )
}
