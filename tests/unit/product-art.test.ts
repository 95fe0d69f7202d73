/**
 * Pictures of the right object: a product's pictures are drawn from the object its noun names — a Fluent
 * emoji or our own pictogram — and a shot of one colour is drawn in that colour.
 */
import { describe, expect, it } from 'vitest'
import { CATALOGUE } from '~/server/db/seed/catalogue-data'
import { ART_EMOJIS, ART_LEAVES, ART_NOUNS, artFor, emojiDrawing } from '~/server/db/seed/product-art'
import { productShotSvg } from '~/server/db/seed/product-shots'

const leaves = CATALOGUE.flatMap((root) => root.groups.flatMap((group) => group.leaves))

describe('product art', () => {
  it('names only leaves, nouns and emoji drawings that exist', () => {
    const leafNames = new Set(leaves.map((leaf) => leaf.name))
    const nouns = new Set(leaves.flatMap((leaf) => leaf.nouns))
    expect(ART_LEAVES.filter((name) => !leafNames.has(name))).toEqual([])
    expect(ART_NOUNS.filter((noun) => !nouns.has(noun))).toEqual([])
    for (const name of ART_EMOJIS) expect(emojiDrawing(name), name).toMatch(/^<g transform=.*<path/)
  })

  it('draws the object the name says, not the category pictogram', () => {
    expect(artFor('Makeup Blender Sponges', 'Makeup Sponges', 'ball')).toEqual({ emoji: 'sponge' })
    expect(artFor('Volumising Mascara', 'Mascara', 'lipstick')).toEqual({ glyph: 'mascara' })
    expect(artFor('Road Bike Helmet', 'Cycling Helmets', 'helmet')).toEqual({ glyph: 'bikeHelmet' })
    expect(artFor('Flat Sandals', 'Sandals', 'shoe')).toEqual({ emoji: 'womans-sandal' })
    expect(artFor('Moon Lamp', 'Night Lights', 'bulb')).toEqual({ emoji: 'full-moon' })
  })

  it('redraws an emoji in the colour of its shot and keeps its own colours otherwise', () => {
    const shot = (color?: string) =>
      productShotSvg({ art: { emoji: 'dress' }, family: 'apparel', hue: 330, view: 'front', color, jitter: 7 })
    expect(shot()).not.toContain('filter=')
    const pink = shot('Pink')
    expect(pink).toContain('<filter id="tint"')
    expect(pink).toContain('filter="url(#tint)"')
    expect(shot('Navy')).not.toBe(pink)
  })
})
