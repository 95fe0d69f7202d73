/**
 * Turns the catalogue data into category rows with stable ids:
 * first level 1, 2, 3…; second level 101, 102…; third level 1001, 1002… in file order.
 */
import { CATALOGUE, type Family, type GroupSpec, type LeafSpec, type RootSpec } from './catalogue-data.ts'
import { categoryIconSvg } from './images.ts'
import type * as schema from '../schema.ts'
import type { MediaSink } from './svg.ts'

export type CategoryRow = Omit<typeof schema.categories.$inferSelect, 'i18n'>

/** A third-level category with its group's defaults resolved (`kw` with the Chinese name appended). */
export interface LeafInfo extends Required<LeafSpec> {
  id: number
  groupId: number
  rootId: number
  rootKey: string
  family: Family
  /** Hue of the product pictures: the root's hue, nudged per group. */
  hue: number
}

export interface CategoryTree {
  rows: CategoryRow[]
  roots: { id: number; spec: RootSpec }[]
  groups: { id: number; rootId: number; spec: GroupSpec }[]
  leaves: LeafInfo[]
}

const label = (name: string, zh: string) => `${name} (${zh})`

/** A category row; `rank` counts from the end of its list, so a larger sort comes first and the file order is the display order. */
function categoryRow(
  id: number,
  pid: number,
  level: number,
  spec: { name: string; zh: string },
  icon: string,
  rank: number,
): CategoryRow {
  return { id, pid, level, name: label(spec.name, spec.zh), icon, sort: rank * 10, isShow: true }
}

function resolveLeaf(root: RootSpec, group: GroupSpec, leaf: LeafSpec, groupIndex: number) {
  return {
    family: root.family,
    hue: root.hue + groupIndex * 9,
    glyph: leaf.glyph ?? group.glyph ?? 'box',
    nouns: leaf.nouns,
    features: leaf.features ?? group.features ?? [],
    kw: `${leaf.kw} ${leaf.zh}`,
    price: leaf.price ?? group.price ?? ([5, 50] as [number, number]),
    attrs: leaf.attrs ?? group.attrs ?? [],
    unit: leaf.unit ?? group.unit ?? 'pc',
    wholesale: leaf.wholesale ?? group.wholesale ?? false,
    empty: leaf.empty === true,
  }
}

/** Builds the tree; with a media sink, also generates the first-level icons. */
export function buildCategoryTree(media?: MediaSink): CategoryTree {
  const tree: CategoryTree = { rows: [], roots: [], groups: [], leaves: [] }
  let groupId = 100
  let leafId = 1000
  CATALOGUE.forEach((root, rootIndex) => {
    const rootId = rootIndex + 1
    const iconKey = `seed/category/${root.key}.svg`
    const icon = media ? media.add(iconKey, categoryIconSvg(root.icon, root.hue)) : `/media/${iconKey}`
    tree.rows.push(categoryRow(rootId, 0, 1, root, icon, CATALOGUE.length - rootIndex))
    tree.roots.push({ id: rootId, spec: root })
    root.groups.forEach((group, groupIndex) => {
      const gid = ++groupId
      tree.rows.push(categoryRow(gid, rootId, 2, group, '', root.groups.length - groupIndex))
      tree.groups.push({ id: gid, rootId, spec: group })
      group.leaves.forEach((leaf, leafIndex) => {
        const lid = ++leafId
        tree.rows.push(categoryRow(lid, gid, 3, leaf, '', group.leaves.length - leafIndex))
        tree.leaves.push({
          id: lid,
          groupId: gid,
          rootId,
          rootKey: root.key,
          name: leaf.name,
          zh: leaf.zh,
          ...resolveLeaf(root, group, leaf, groupIndex),
        })
      })
    })
  })
  return tree
}
