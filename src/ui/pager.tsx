/**
 * The one page switcher: Mantine's Pagination with its arrow controls named in the shopper's language (an unnamed
 * icon button is a critical axe finding, and a screen reader would say nothing but "button"). Lint keeps features
 * on this wrapper.
 */
import { useLingui } from '@lingui/react/macro'
import { Pagination, type PaginationProps } from '@mantine/core'

export function Pager(props: PaginationProps) {
  const { t } = useLingui()
  const names = { first: t`First page`, previous: t`Previous page`, next: t`Next page`, last: t`Last page` }
  return (
    <Pagination
      getControlProps={(control) => ({ 'aria-label': names[control] })}
      getItemProps={(page) => ({ 'aria-label': t`Page ${page}` })}
      {...props}
    />
  )
}
