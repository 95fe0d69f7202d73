/**
 * Plans one product at a time — its row, attributes, SKUs and reviews — from its id alone.
 * Each product draws from its own random stream (seeded with the id), so product N is the same whether it is
 * created by the default seed or by a 100,000-product top-up, and whatever the batch size.
 */
import { chooseAttr, skuGrid, type ChosenAttr } from './attributes.ts'
import type { CategoryTree, LeafInfo } from './categories.ts'
import { MERCHANTS, type MerchantSpec } from './merchant-data.ts'
import { localizeProduct } from './l10n-products.ts'
import { productContent, productName, sellingPoints } from './product-copy.ts'
import { artFor, type ProductArt } from './product-art.ts'
import { productShotSvg, type ShotView } from './product-shots.ts'
import { beforeBase, money, randomFor, SEED, Random, mixSeed } from './random.ts'
import { buildReviews, type ReviewRow } from './reviews.ts'
import { mediaUrl, type MediaSink } from './svg.ts'
import type * as schema from '../schema.ts'

/** The seed's rows: the tables' columns. */
export type ProductRow = typeof schema.products.$inferSelect
type AttrRow = Omit<typeof schema.productAttrs.$inferSelect, 'id'>
type SkuRow = typeof schema.productSkus.$inferSelect

export interface PlannedProduct {
  product: ProductRow
  attrs: AttrRow[]
  skus: SkuRow[]
  reviews: ReviewRow[]
  /** Kept for the marketing modules (discount, leaf). */
  leaf: LeafInfo
}

/** Pictures of an existing product, reused by the large top-up instead of generating new ones. */
export interface PooledImages {
  image: string
  sliderImage: string[]
}

export type ImageSource =
  | { kind: 'generate'; media: MediaSink }
  | { kind: 'pool'; byLeaf: Map<number, PooledImages[]>; byRoot: Map<number, PooledImages[]>; all: PooledImages[] }

/** What the planner needs to know about the catalogue, computed once. */
export interface CatalogueIndex {
  /** Third-level categories that receive products. */
  leaves: LeafInfo[]
  /** The first `leaves.length` products visit every leaf once, in this shuffled order. */
  firstPass: LeafInfo[]
  merchantsByRoot: Map<string, MerchantSpec[]>
}

export function catalogueIndex(tree: CategoryTree): CatalogueIndex {
  const leaves = tree.leaves.filter((leaf) => !leaf.empty)
  const merchantsByRoot = new Map<string, MerchantSpec[]>()
  for (const merchant of MERCHANTS) {
    for (const root of merchant.roots) merchantsByRoot.set(root, [...(merchantsByRoot.get(root) ?? []), merchant])
  }
  return { leaves, firstPass: new Random(mixSeed(SEED, 1)).shuffle(leaves), merchantsByRoot }
}

/** A shop-like price: whole dollars end in .99, small prices in .49/.99 or .x9. */
function charmCents(dollars: number): number {
  if (dollars >= 20) return Math.floor(dollars) * 100 + 99
  if (dollars >= 5) return Math.floor(dollars) * 100 + (dollars % 1 < 0.5 ? 49 : 99)
  return Math.max(59, Math.floor(dollars * 10) * 10 + 9)
}

function pickMerchant(index: CatalogueIndex, leaf: LeafInfo, random: Random): MerchantSpec {
  const candidates = index.merchantsByRoot.get(leaf.rootKey) ?? MERCHANTS
  // The marketplace's own stores list everything, so they get a small share; specialists get more.
  return random.weighted(
    candidates,
    candidates.map((m) => (m.isSelf ? 0.25 : 1 / Math.sqrt(m.roots.length))),
  )
}

function chooseAttrs(leaf: LeafInfo, random: Random): ChosenAttr[] {
  if (leaf.attrs.length === 0 || random.chance(0.05)) return []
  const kinds = leaf.attrs.length > 1 && random.chance(0.25) ? leaf.attrs.slice(0, 1) : leaf.attrs
  return kinds.map((kind) => chooseAttr(kind, random))
}

interface Shot {
  view: ShotView
  color?: string
}

/**
 * The product's pictures, like a shop's photo set: the front view (one per colour, up to three, when it has a
 * Color attribute), then an angled view, often a detail close-up, and the product with its box in a setting.
 */
function planShots(colour: ChosenAttr | undefined, random: Random): Shot[] {
  const withDetail = colour !== undefined || random.int(3, 4) === 4
  const first = colour?.values[0]
  const fronts: Shot[] = colour
    ? colour.values.slice(0, 3).map((color) => ({ view: 'front', color }))
    : [{ view: 'front' }]
  const others: ShotView[] = withDetail ? ['angle', 'detail', 'context'] : ['angle', 'context']
  return [...fronts, ...others.map((view) => ({ view, color: first }))]
}

export function planProduct(
  index: CatalogueIndex,
  id: number,
  firstSkuId: number,
  images: ImageSource,
): PlannedProduct {
  const random = randomFor(id)
  const leaf = id <= index.firstPass.length ? index.firstPass[id - 1] : random.pick(index.leaves)
  const merchant = pickMerchant(index, leaf, random)
  const attrs = chooseAttrs(leaf, random)
  const colour = attrs.find((a) => a.colour)

  // Pictures.
  let sliderImage: string[]
  let shotOfColour = (_value: string): string | undefined => undefined
  // Drawn once the name is known (below): the pictures show the object the name says (product-art.ts).
  let drawShots = (_art: ProductArt) => {}
  if (images.kind === 'generate') {
    const shots = planShots(colour, random)
    const jitter = random.int(0, 9999)
    const keys = shots.map((_, n) => `seed/product/${id}-${n + 1}.svg`)
    sliderImage = keys.map(mediaUrl)
    drawShots = (art) =>
      shots.forEach((shot, n) =>
        images.media.add(
          keys[n],
          productShotSvg({ art, family: leaf.family, hue: leaf.hue, view: shot.view, color: shot.color, jitter }),
        ),
      )
    shotOfColour = (value) => {
      const n = shots.findIndex((s) => s.view === 'front' && s.color === value)
      return n >= 0 ? sliderImage[n] : undefined
    }
  } else {
    const pool = images.byLeaf.get(leaf.id) ?? images.byRoot.get(leaf.rootId) ?? images.all
    sliderImage = random.pick(pool).sliderImage
  }
  const image = sliderImage[0]

  // Words.
  const { name, parts } = productName(leaf.family, leaf.nouns, leaf.features, random)
  drawShots(artFor(parts.noun, leaf.name, leaf.glyph))
  const minBuy = leaf.wholesale ? (random.chance(0.6) ? random.pick([2, 3, 5, 10]) : 1) : random.chance(0.03) ? 2 : 1
  const storeInfo = sellingPoints(leaf.features, parts.named, leaf.wholesale, random)

  // SKUs: price from the leaf's range (log-uniform, so cheap items are common), scaled per attribute value.
  const [low, high] = leaf.price
  const base = Math.exp(random.float(Math.log(low), Math.log(high)))
  const discounted = random.chance(0.85)
  const markup = random.float(1.15, 1.8)
  const soldOut = random.chance(0.03)
  const sales = Math.floor(Math.pow(random.next(), 2.5) * 6000)
  const cells = skuGrid(attrs)
  const skus: SkuRow[] = cells.map((cell, n) => {
    const jitter = random.chance(0.3) ? random.float(-0.04, 0.04) : 0
    const priceCents = charmCents(base * cell.factor * (1 + jitter))
    const otCents = discounted ? Math.max(priceCents, charmCents((priceCents / 100) * markup)) : priceCents
    const colourValue = colour ? cell.values[attrs.indexOf(colour)] : undefined
    const skuImage =
      (colourValue && shotOfColour(colourValue)) ?? sliderImage[(cell.positions[0] ?? 0) % sliderImage.length]
    return {
      id: firstSkuId + n,
      productId: id,
      sku: cell.values.join(','),
      price: money(priceCents),
      otPrice: money(otCents),
      // Some variants are sold out; a single-SKU product is sold out only with the whole product.
      stock: soldOut || (cells.length > 1 && random.chance(0.08)) ? 0 : random.int(5, 600),
      sales: Math.floor(sales / cells.length) + random.int(0, 20),
      image: skuImage,
      weight: random.float(0.05, leaf.family === 'industrial' ? 25 : 3).toFixed(3),
      volume: random.float(0.001, 0.05).toFixed(3),
    }
  })
  const cheapest = skus.reduce((min, sku) => (Number(sku.price) < Number(min.price) ? sku : min), skus[0])
  const daysAgo = random.float(0, 120)

  const content = productContent(
    {
      family: leaf.family,
      glyph: leaf.glyph,
      name,
      parts,
      features: leaf.features,
      attrs,
      merchant,
      unitName: leaf.unit,
      minBuy,
      imageUrl: sliderImage[1] ?? image,
    },
    random,
  )

  const local = localizeProduct(
    id,
    leaf,
    parts.noun,
    leaf.unit,
    attrs.map((a) => ({ attrName: a.name, attrValues: a.values.join(',') })),
  )
  const product: ProductRow = {
    id,
    merId: merchant.id,
    categoryId: leaf.id,
    storeName: name,
    keyword: `${leaf.kw} ${local.searchWords}`,
    storeInfo,
    i18n: local.i18n,
    image,
    sliderImage,
    content,
    price: cheapest.price,
    otPrice: cheapest.otPrice,
    stock: skus.reduce((sum, sku) => sum + sku.stock, 0),
    sales,
    ficti: random.chance(0.4) ? random.int(10, 500) : 0,
    unitName: leaf.unit,
    minBuy,
    isShow: true,
    isHot: random.chance(0.12) || (sales > 3000 && random.chance(0.5)),
    isNew: daysAgo < 30 && random.chance(0.7),
    isBest: random.chance(0.1),
    sort: random.chance(0.1) ? random.int(1, 100) : 0,
    createdAt: beforeBase(daysAgo),
  }
  // Attribute order is the SKU key order; every row gets sort 0 so readers keep insertion (id) order.
  const attrRows = attrs.map((a, n) => ({
    productId: id,
    attrName: a.name,
    attrValues: a.values.join(','),
    sort: 0,
    i18n: local.attrI18n[n],
  }))
  const reviews = buildReviews({
    productId: id,
    glyph: leaf.glyph,
    skuKeys: skus.map((s) => s.sku),
    productCreatedDaysAgo: daysAgo,
    random: randomFor(id, 2),
  })
  return { product, attrs: attrRows, skus, reviews, leaf }
}
