/**
 * The demo category tree and the product templates of each leaf, as data in catalogue-data.json, checked against the
 * shapes below when loaded. Category ids are derived from the order of that file (see categories.ts), so append new
 * entries at the end of a list to keep existing ids stable.
 *
 * A leaf's product names are built from its `nouns` and `features`; `kw` holds the English and Russian
 * search words (the Chinese name is appended automatically). Group settings apply to every leaf that does
 * not override them.
 */
import * as v from 'valibot'
import { checked } from './data-file.ts'
import data from './catalogue-data.json' with { type: 'json' }
import { isAttrKind, type AttrKindName } from './attributes.ts'
import { isGlyphName, type GlyphName } from './glyphs.ts'

const text = v.string()
const glyph = v.custom<GlyphName>(isGlyphName)

/** Which spec table and copy the product description uses. */
const family = v.picklist([
  'electronics',
  'home',
  'apparel',
  'beauty',
  'toys',
  'sports',
  'auto',
  'industrial',
  'jewelry',
])
export type Family = v.InferOutput<typeof family>

const defaults = {
  features: v.optional(v.array(text)),
  glyph: v.optional(glyph),
  /** Base price range in USD. */
  price: v.optional(v.tuple([v.number(), v.number()])),
  attrs: v.optional(v.array(v.custom<AttrKindName>(isAttrKind))),
  unit: v.optional(text),
  /** Sold by the case: minimum purchase is often 2–10. */
  wholesale: v.optional(v.boolean()),
}

const leafSpec = v.strictObject({
  ...defaults,
  name: text,
  zh: text,
  kw: text,
  nouns: v.array(text),
  /** Deliberately left without products, so the empty listing state can be seen. */
  empty: v.optional(v.boolean()),
})
export type LeafSpec = v.InferOutput<typeof leafSpec>

const groupSpec = v.strictObject({ ...defaults, name: text, zh: text, leaves: v.array(leafSpec) })
export type GroupSpec = v.InferOutput<typeof groupSpec>

const rootSpec = v.strictObject({
  key: text,
  name: text,
  zh: text,
  hue: v.number(),
  icon: glyph,
  family,
  groups: v.array(groupSpec),
})
export type RootSpec = v.InferOutput<typeof rootSpec>

export const CATALOGUE: RootSpec[] = checked('catalogue-data.json', v.array(rootSpec), data)
