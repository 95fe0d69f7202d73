/**
 * A feed's `product_type` ("Apparel > Shoes > Boots") to a third-level category: the same path from the top of the
 * tree when it exists; otherwise its last parts under the configured root category, reusing children of that name
 * and planning the missing ones. Without a root, an unknown path is refused.
 */
import { categories } from '../db/schema'
import type { DbOrTx } from '../db/client'
import type { ServerMessage } from '../http/messages'

export interface CategoryNode {
  id: number
  pid: number
  level: number
  name: string
}

export interface NewCategory extends CategoryNode {}

export type CategoryAnswer = { ok: true; id: number; creates: number[] } | { ok: false; reason: ServerMessage }

/** "Shoes (鞋)" and "shoes" are the same name: case, spacing and the parenthesised Chinese name do not count. */
export const categoryKey = (name: string) =>
  name
    .replace(/\s*[(（][^)）]*[)）]\s*$/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')

export async function categoryResolver(db: DbOrTx, rootId: number | undefined) {
  const rows = await db
    .select({ id: categories.id, pid: categories.pid, level: categories.level, name: categories.name })
    .from(categories)
  const nodes: CategoryNode[] = rows
  let nextId = rows.reduce((max, row) => Math.max(max, row.id), 0) + 1
  const planned: NewCategory[] = []
  const root = rootId === undefined ? undefined : nodes.find((node) => node.id === rootId)
  const rootProblem: ServerMessage | null =
    rootId === undefined
      ? null
      : !root
        ? { id: /*i18n*/ 'the root category {category} does not exist', values: { category: rootId } }
        : root.level >= 3
          ? {
              id: /*i18n*/ 'the root category {category} is a third-level category; choose one of level 1 or 2',
              values: { category: rootId },
            }
          : null

  // Children by parent and name key: a feed of 100,000 items looks up 300,000 names.
  const children = new Map<number, Map<string, CategoryNode>>()
  const addNode = (node: CategoryNode) => {
    let named = children.get(node.pid)
    if (!named) children.set(node.pid, (named = new Map()))
    const key = categoryKey(node.name)
    if (!named.has(key)) named.set(key, node)
  }
  for (const node of nodes) addNode(node)
  const childNamed = (pid: number, name: string) => children.get(pid)?.get(categoryKey(name))

  function resolve(path: string[]): CategoryAnswer {
    if (path.length === 0) return { ok: false, reason: { id: /*i18n*/ 'product_type is required for a new item' } }
    // The whole path from the top of the tree.
    if (path.length === 3) {
      let pid = 0
      let found: CategoryNode | undefined
      for (const part of path) {
        found = childNamed(pid, part)
        if (!found) break
        pid = found.id
      }
      if (found && found.level === 3) return { ok: true, id: found.id, creates: [] }
    }
    const shown = path.join(' > ')
    if (rootId === undefined) {
      return {
        ok: false,
        reason: {
          id: /*i18n*/ 'unknown category "{category}" and no root category is configured for new ones (--root-category or the catalogueFeeds setting)',
          values: { category: shown },
        },
      }
    }
    if (rootProblem || !root) return { ok: false, reason: rootProblem ?? { id: /*i18n*/ 'no root category' } }
    const need = 3 - root.level
    const parts = path.length >= need ? path.slice(-need) : [...Array(need - path.length).fill(path[0]), ...path]
    let parent = root
    const creates: number[] = []
    for (const part of parts) {
      let child = childNamed(parent.id, part)
      if (!child) {
        child = { id: nextId++, pid: parent.id, level: parent.level + 1, name: part.slice(0, 100) }
        nodes.push(child)
        addNode(child)
        planned.push(child)
      }
      if (planned.includes(child)) creates.push(child.id)
      parent = child
    }
    return { ok: true, id: parent.id, creates }
  }

  return { resolve, planned }
}
