import { useLingui } from '@lingui/react/macro'
import { Center, Pagination } from '@mantine/core'

/** The pager under a list (nothing when one page holds it). */
export function ListPager(props: { total: number; limit: number; page: number; onPage: (page: number) => void }) {
  const { t } = useLingui()
  const pages = Math.max(1, Math.ceil(props.total / props.limit))
  if (pages <= 1) return null
  return (
    <Center>
      <Pagination
        total={pages}
        value={Math.min(props.page, pages)}
        onChange={props.onPage}
        getControlProps={(control) => ({ 'aria-label': control === 'next' ? t`Next page` : t`Previous page` })}
      />
    </Center>
  )
}
