import { Center } from '@mantine/core'
import { Pager } from '~/ui/pager'

/** The pager under a list (nothing when one page holds it). */
export function ListPager(props: { total: number; limit: number; page: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(props.total / props.limit))
  if (pages <= 1) return null
  return (
    <Center>
      <Pager total={pages} value={Math.min(props.page, pages)} onChange={props.onPage} />
    </Center>
  )
}
