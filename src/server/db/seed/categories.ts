/**
 * Turns the catalogue data into category rows with stable ids:
 * first level 1, 2, 3…; second level 101, 102…; third level 1001, 1002… in file order.
 */
import type { AttrKindName } from './attributes.ts'
import { CATALOGUE, type Family, type GroupSpec, type LeafSpec, type RootSpec } from './catalogue-data.ts'
import type { GlyphName } from './glyphs.ts'
import { categoryIconSvg } from './images.ts'
import type { MediaSink } from './svg.ts'

export interface CategoryRow {
  id: number
  pid: number
  level: number
  name: string
  icon: string
  sort: number
  isShow: boolean
}

/** A third-level category with its group's defaults resolved. */
export interface LeafInfo {
  id: number
  groupId: number
  rootId: number
  rootKey: string
  family: Family
  name: string
  zh: string
  /** Hue of the product pictures: the root's hue, nudged per group. */
  hue: number
  glyph: GlyphName
  nouns: string[]
  features: string[]
  kw: string
  price: [number, number]
  attrs: AttrKindName[]
  unit: string
  wholesale: boolean
  empty: boolean
}

export interface CategoryTree {
  rows: CategoryRow[]
  roots: { id: number; spec: RootSpec }[]
  groups: { id: number; rootId: number; spec: GroupSpec }[]
  leaves: LeafInfo[]
}

const label = (name: string, zh: string) => `${name} (${zh})`

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
    // Larger sort first, so the file order is the display order.
    tree.rows.push({
      id: rootId,
      pid: 0,
      level: 1,
      name: label(root.name, root.zh),
      icon,
      sort: (CATALOGUE.length - rootIndex) * 10,
      isShow: true,
    })
    tree.roots.push({ id: rootId, spec: root })
    root.groups.forEach((group, groupIndex) => {
      const gid = ++groupId
      tree.rows.push({
        id: gid,
        pid: rootId,
        level: 2,
        name: label(group.name, group.zh),
        icon: '',
        sort: (root.groups.length - groupIndex) * 10,
        isShow: true,
      })
      tree.groups.push({ id: gid, rootId, spec: group })
      group.leaves.forEach((leaf, leafIndex) => {
        const lid = ++leafId
        tree.rows.push({
          id: lid,
          pid: gid,
          level: 3,
          name: label(leaf.name, leaf.zh),
          icon: '',
          sort: (group.leaves.length - leafIndex) * 10,
          isShow: true,
        })
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
