/** A page of store rows (the shop street, merchants of a category) with the pager under them. */
import { Center, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { MerchantSearchCard } from '~/contract'
import { Pager } from '~/ui/pager'
import { MerchantListCard } from './merchant-list-card'
import classes from './merchant-list.module.css'

export function MerchantRows(props: {
  merchants: MerchantSearchCard[]
  /** What the page says when it has no store. */
  empty: ReactNode
  page: number
  pages: number
  /** Opens a page; the first is `undefined`, so that it stays out of the URL. */
  onPage: (page: number | undefined) => void
  emptyTestId?: string
  pagerTestId?: string
}) {
  const { pages } = props
  return (
    <>
      {props.merchants.length === 0 ? (
        <Text c="dimmed" ta="center" py={60} data-testid={props.emptyTestId}>
          {props.empty}
        </Text>
      ) : (
        <div className={classes.list}>
          {props.merchants.map((merchant, index) => (
            <MerchantListCard key={merchant.id} merchant={merchant} lazy={index > 2} />
          ))}
        </div>
      )}
      {pages > 1 ? (
        <Center>
          <Pager
            total={pages}
            value={Math.min(props.page, pages)}
            onChange={(page) => props.onPage(page > 1 ? page : undefined)}
            data-testid={props.pagerTestId}
          />
        </Center>
      ) : null}
    </>
  )
}
