import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { canonicalSearch, type SearchParams } from '../schemas'

/** Next state of the screen: the current search with a patch, canonical (filter changes go back to page 1). */
export function nextSearch(current: SearchParams, patch: Partial<SearchParams>, keepPage = false): SearchParams {
  return canonicalSearch({ ...current, page: keepPage ? current.page : undefined, ...patch })
}

/** A typed link to another state of the search screen, marked `aria-current` when it is the active choice. */
export function SearchLink(props: {
  search: SearchParams
  active?: boolean
  current?: 'true' | 'page'
  className?: string
  children: ReactNode
  testId?: string
  replace?: boolean
  resetScroll?: boolean
}) {
  return (
    <Link
      to="/goods/goods_search"
      search={props.search}
      // Only the exact URL counts as the current one (the default would match any superset of the search).
      activeOptions={{ exact: true, includeSearch: true }}
      className={props.className}
      aria-current={props.active ? (props.current ?? 'true') : undefined}
      data-testid={props.testId}
      replace={props.replace}
      resetScroll={props.resetScroll}
    >
      {props.children}
    </Link>
  )
}
