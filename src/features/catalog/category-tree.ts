import type { CategoryNode, WireCategoryNode } from './types'

/** Drop the Chinese name in parentheses ("Electronics (电子产品)" → "Electronics"), half- or full-width. */
export function stripChineseParentheses(name: string): string {
  let stripped = strippedNames.get(name)
  if (stripped === undefined) {
    stripped = name
      .replace(/\s*[(（][^()（）]*[\u3400-\u9fff][^()（）]*[)）]\s*/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
    // The names of one catalogue, in its languages: bounded all the same, started afresh when full.
    if (strippedNames.size >= MAX_STRIPPED) strippedNames.clear()
    strippedNames.set(name, stripped)
  }
  return stripped
}

/**
 * Names already cleaned: every render normalises the category tree it is handed (a fresh object, decision 69), and
 * the two expressions per name were most of that work (decision 104).
 */
const strippedNames = new Map<string, string>()
const MAX_STRIPPED = 4096

/**
 * Clean names and treat an empty childList as absent, at every depth (docs/spec.md §3.7 (#spec-3-7), §3.8 (#spec-3-8));
 * keep only the fields the storefront renders (decision 31: the tree is dehydrated into every page).
 */
export function normaliseTree(nodes: WireCategoryNode[]): CategoryNode[] {
  return nodes.map((node) => {
    const lean: CategoryNode = { id: node.id, name: stripChineseParentheses(node.name) }
    if (node.icon) lean.icon = node.icon
    if (node.childList?.length) lean.childList = normaliseTree(node.childList)
    return lean
  })
}

/** Every third-level (leaf) category with its first-level ancestor. */
export function leafCategories(tree: CategoryNode[]) {
  const leaves: { id: number; name: string; rootId: number }[] = []
  const walk = (node: CategoryNode, rootId: number) => {
    if (!node.childList) leaves.push({ id: node.id, name: node.name, rootId })
    else for (const child of node.childList) walk(child, rootId)
  }
  for (const root of tree) walk(root, root.id)
  return leaves
}
