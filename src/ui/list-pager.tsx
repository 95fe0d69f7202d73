/**
 * The pager under a paged list: as many pages as `total` items make at `limit` a page, the current one kept in
 * range, and nothing at all when one page holds the list. Other props (a test id, a size) go to the `Pager`.
 */
import { Center, type PaginationProps } from '@mantine/core'
import { Pager } from './pager'

export function ListPager({
  total,
  limit,
  page,
  onPage,
  ...pager
}: { total: number; limit: number; page: number; onPage: (page: number) => void } & Omit<
  PaginationProps,
  'total' | 'value' | 'onChange'
>) {
  const pages = Math.max(1, Math.ceil(total / limit))
  if (pages <= 1) return null
  return (
    <Center>
      <Pager total={pages} value={Math.min(page, pages)} onChange={onPage} {...pager} />
    </Center>
  )
}
