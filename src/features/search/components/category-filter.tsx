import { Trans } from '@lingui/react/macro'
import type { CategoryNode } from '~/features/catalog'
import type { SearchParams } from '../schemas'
import { nextSearch, SearchLink } from './search-link'
import classes from './search.module.css'

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
      <div className={classes.filterRow} data-testid="category-filter">
        <span className={classes.filterLabel}>
          <Trans>Category</Trans>
        </span>
        <div className={classes.chips}>
          {tree.map((node) => (
            <SearchLink key={node.id} search={rootSearch(node)} className={classes.chip} testId="category-chip">
              {node.name}
            </SearchLink>
          ))}
        </div>
      </div>
    )
  }
  return (
    <>
      {root.childList?.length ? (
        <div className={classes.filterRow} data-testid="category-filter">
          <span className={classes.filterLabel}>{root.name}</span>
          <div className={classes.chips}>
            <SearchLink search={rootSearch(root)} active={!second} className={classes.chip} testId="category-chip">
              <Trans>All</Trans>
            </SearchLink>
            {root.childList.map((node) => (
              <SearchLink
                key={node.id}
                search={childSearch(node)}
                active={node.id === second?.id}
                className={classes.chip}
                testId="category-chip"
              >
                {node.name}
              </SearchLink>
            ))}
          </div>
        </div>
      ) : null}
      {second?.childList?.length ? (
        <div className={classes.filterRow} data-testid="subcategory-filter">
          <span className={classes.filterLabel}>{second.name}</span>
          <div className={classes.chips}>
            <SearchLink search={childSearch(second)} active={!third} className={classes.chip}>
              <Trans>All</Trans>
            </SearchLink>
            {second.childList.map((node) => (
              <SearchLink
                key={node.id}
                search={childSearch(node)}
                active={node.id === third?.id}
                className={classes.chip}
                testId="subcategory-chip"
              >
                {node.name}
              </SearchLink>
            ))}
          </div>
        </div>
      ) : null}
    </>
  )
}
