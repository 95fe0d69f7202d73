import { Trans } from '@lingui/react/macro'
import type { CategoryNode } from '~/features/catalog'
import type { SearchParams } from '../schemas'
import { ChipFilter } from './chip-filter'
import { nextSearch } from './search-link'

/**
 * Category chips: the first levels when none is chosen; else the children of the chosen first level (and of the
 * chosen second level when it has any). K4's `cid` takes any level and includes its descendants.
 */
export function CategoryFilter(props: { search: SearchParams; tree: CategoryNode[]; path: CategoryNode[] }) {
  const { search, tree, path } = props
  const [root, second, third] = path
  const rootSearch = (node: CategoryNode) => nextSearch(search, { pid: node.id, cid: undefined })
  const childSearch = (node: CategoryNode) => nextSearch(search, { cid: node.id, pid: undefined })
  if (!root) {
    if (tree.length === 0) return null
    return (
      <ChipFilter
        label={<Trans>Category</Trans>}
        testId="category-filter"
        choices={tree}
        searchOf={rootSearch}
        chipTestId="category-chip"
      />
    )
  }
  return (
    <>
      {root.childList?.length ? (
        <ChipFilter
          label={root.name}
          testId="category-filter"
          all={{ search: rootSearch(root), active: !second, testId: 'category-chip' }}
          choices={root.childList}
          searchOf={childSearch}
          isActive={(node) => node.id === second?.id}
          chipTestId="category-chip"
        />
      ) : null}
      {second?.childList?.length ? (
        <ChipFilter
          label={second.name}
          testId="subcategory-filter"
          all={{ search: childSearch(second), active: !third }}
          choices={second.childList}
          searchOf={childSearch}
          isActive={(node) => node.id === third?.id}
          chipTestId="subcategory-chip"
        />
      ) : null}
    </>
  )
}
