/**
 * The part of the category tree the shell shows on every page (decision 86): the icon bar's and the footer's
 * first-level categories, and the children of the footer's columns. A page that shows the whole tree (home, search,
 * product: `staticData.categoryTree`) has it dehydrated; every other page (the cart, the user centre, …) carries only
 * this part, about a fifth of the tree's bytes, and the mega menu reads the whole tree on the first intent.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CategoryNode } from '~/features/catalog'
import { CATEGORY_TREE_STALE_MS, catalogKeys, categoryTreeQuery, fetchCategoryTree } from '~/features/catalog/queries'
import { footerNavigation } from '~/ui/footer/footer-navigation'

/**
 * Every first-level category with its icon, and the children the footer's columns list (footerNavigation gives the
 * same columns for this part as for the whole tree: only those categories keep children, in the same order).
 */
export function shellCategories(tree: readonly CategoryNode[]): CategoryNode[] {
  const { columns, shortColumn } = footerNavigation(tree)
  const listed = new Map([...columns, ...(shortColumn ? [shortColumn] : [])].map((c) => [c.category.id, c.children]))
  return tree.map(({ id, name, icon }) => {
    const node: CategoryNode = { id, name }
    if (icon) node.icon = icon
    const children = listed.get(id)
    if (children?.length) node.childList = children.map((child) => ({ id: child.id, name: child.name }))
    return node
  })
}

export const shellCategoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.shellCategories(),
    queryFn: async () => shellCategories(await fetchCategoryTree()),
    staleTime: CATEGORY_TREE_STALE_MS,
  })

/** The categories the shell renders: the whole tree when the page has it, else the shell's part (same output). */
export function useShellCategories(): readonly CategoryNode[] {
  const whole = useQuery({ ...categoryTreeQuery(), enabled: false }).data
  const part = useQuery({ ...shellCategoriesQuery(), enabled: whole === undefined }).data
  return whole ?? part ?? []
}
