/**
 * Product attribute kinds (Color, Size, Capacity…) and the SKU grid they produce.
 * A product picks a few values of each of its kinds; every combination becomes one SKU whose key is
 * the values joined with "," in attribute order, which is how the detail page looks SKUs up.
 */
import type { Random } from './random.ts'

interface AttrKind {
  /** The selector label shown on the product page. */
  name: string
  values: string[]
  /**
   * `subset`: any values, kept in list order; `run`: consecutive values (sizes, capacities);
   * `all`: every value.
   */
  pick: 'subset' | 'run' | 'all'
  min?: number
  max?: number
  /** For `run`: the last index a run may start at (packs always start at a single piece). */
  startMax?: number
  /** Price multiplier per position in `values` (1 + step × index), e.g. bigger capacity costs more. */
  step?: number
  /** Explicit multipliers by position, when they are not linear (packs of several pieces). */
  factors?: number[]
  /** Values are colours: the SKU image is the product drawn in that colour. */
  colour?: boolean
}

const kinds = {
  color: {
    name: 'Color',
    values: ['Black', 'White', 'Silver', 'Grey', 'Blue', 'Red', 'Green', 'Pink'],
    pick: 'subset',
    min: 2,
    max: 4,
    colour: true,
  },
  fashionColor: {
    name: 'Color',
    values: [
      'Black',
      'White',
      'Navy',
      'Beige',
      'Khaki',
      'Wine Red',
      'Pink',
      'Green',
      'Sky Blue',
      'Brown',
      'Grey',
      'Olive',
    ],
    pick: 'subset',
    min: 2,
    max: 4,
    colour: true,
  },
  brightColor: {
    name: 'Color',
    values: ['Red', 'Yellow', 'Blue', 'Green', 'Pink', 'Orange', 'Purple'],
    pick: 'subset',
    min: 2,
    max: 4,
    colour: true,
  },
  metal: { name: 'Color', values: ['Gold', 'Silver', 'Rose Gold'], pick: 'subset', min: 2, max: 3, colour: true },
  size: {
    name: 'Size',
    values: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    pick: 'run',
    min: 3,
    max: 5,
    factors: [1, 1, 1, 1, 1.04, 1.08],
  },
  womenShoe: { name: 'Size', values: ['35', '36', '37', '38', '39', '40', '41'], pick: 'run', min: 4, max: 6 },
  menShoe: { name: 'Size', values: ['39', '40', '41', '42', '43', '44', '45', '46'], pick: 'run', min: 4, max: 6 },
  waist: { name: 'Waist', values: ['28', '30', '32', '34', '36', '38'], pick: 'run', min: 3, max: 5 },
  storage: { name: 'Capacity', values: ['64GB', '128GB', '256GB', '512GB'], pick: 'run', min: 2, max: 3, step: 0.22 },
  ssd: { name: 'Storage', values: ['256GB SSD', '512GB SSD', '1TB SSD'], pick: 'run', min: 2, max: 3, step: 0.18 },
  mah: {
    name: 'Capacity',
    values: ['5000mAh', '10000mAh', '20000mAh', '30000mAh'],
    pick: 'run',
    min: 2,
    max: 3,
    step: 0.35,
  },
  voltage: { name: 'Voltage', values: ['110V', '220V'], pick: 'all' },
  plug: { name: 'Plug', values: ['EU', 'US', 'UK', 'AU'], pick: 'subset', min: 2, max: 3 },
  pack: {
    name: 'Pack',
    values: ['1 pc', '2 pcs', '5 pcs', '10 pcs'],
    pick: 'run',
    min: 2,
    max: 3,
    startMax: 0,
    factors: [1, 1.9, 4.5, 8.5],
  },
  length: { name: 'Length', values: ['1 m', '2 m', '3 m'], pick: 'run', min: 2, max: 3, step: 0.2 },
  hoseLength: { name: 'Length', values: ['15 m', '22 m', '30 m'], pick: 'run', min: 2, max: 3, step: 0.3 },
  light: { name: 'Light', values: ['Warm White', 'Cool White', 'RGB'], pick: 'subset', min: 2, max: 3, step: 0.1 },
  screen: { name: 'Size', values: ['24-inch', '27-inch', '32-inch'], pick: 'run', min: 2, max: 3, step: 0.35 },
  switch: { name: 'Switch', values: ['Red Switch', 'Blue Switch', 'Brown Switch'], pick: 'all' },
  set: {
    name: 'Bundle',
    values: ['Standard', 'With Accessory Kit', 'Pro Bundle'],
    pick: 'run',
    min: 2,
    max: 3,
    step: 0.3,
  },
  pieces: { name: 'Set', values: ['5 pcs', '8 pcs', '12 pcs'], pick: 'run', min: 2, max: 3, step: 0.45 },
  bitPieces: { name: 'Set', values: ['24 pcs', '45 pcs', '115 pcs'], pick: 'run', min: 2, max: 3, step: 0.5 },
  bedSize: { name: 'Size', values: ['Single', 'Double', 'Queen', 'King'], pick: 'run', min: 2, max: 4, step: 0.18 },
  rugSize: {
    name: 'Size',
    values: ['60×90 cm', '120×170 cm', '160×230 cm', '200×290 cm'],
    pick: 'run',
    min: 2,
    max: 3,
    step: 0.7,
  },
  volume: { name: 'Volume', values: ['30 ml', '50 ml', '100 ml'], pick: 'run', min: 2, max: 3, step: 0.5 },
  bottleSize: { name: 'Capacity', values: ['500 ml', '750 ml', '1 L'], pick: 'run', min: 2, max: 3, step: 0.2 },
  shade: {
    name: 'Shade',
    values: ['01 Nude', '02 Coral', '03 Ruby', '04 Berry', '05 Mocha'],
    pick: 'subset',
    min: 3,
    max: 5,
  },
  weight: { name: 'Weight', values: ['2 kg', '5 kg', '10 kg', '20 kg'], pick: 'run', min: 2, max: 3, step: 0.9 },
  blockPieces: { name: 'Set', values: ['300 pcs', '600 pcs', '1000 pcs'], pick: 'run', min: 2, max: 3, step: 0.5 },
  plushSize: { name: 'Size', values: ['25 cm', '40 cm', '60 cm', '80 cm'], pick: 'run', min: 2, max: 3, step: 0.6 },
  ballSize: { name: 'Size', values: ['Size 3', 'Size 4', 'Size 5'], pick: 'run', min: 2, max: 3, step: 0.1 },
  bulbType: { name: 'Fitting', values: ['H4', 'H7', 'H11', '9005', '9006'], pick: 'subset', min: 3, max: 4 },
  toolKit: { name: 'Kit', values: ['Tool Only', '1 Battery Kit', '2 Battery Kit'], pick: 'all', step: 0.4 },
  spindle: { name: 'Spindle', values: ['300W', '500W', '800W'], pick: 'run', min: 2, max: 3, step: 0.25 },
  laserPower: { name: 'Power', values: ['5W', '10W', '20W'], pick: 'run', min: 2, max: 3, step: 0.4 },
  watts: { name: 'Power', values: ['60W', '100W', '200W'], pick: 'run', min: 2, max: 3, step: 0.4 },
  amps: { name: 'Current', values: ['16A', '25A', '32A'], pick: 'all', step: 0.1 },
  ringSize: { name: 'Size', values: ['6', '7', '8', '9', '10'], pick: 'run', min: 3, max: 5 },
  chainLength: { name: 'Length', values: ['45 cm', '50 cm', '60 cm'], pick: 'run', min: 2, max: 3, step: 0.1 },
} satisfies Record<string, AttrKind>

export type AttrKindName = keyof typeof kinds

/** Whether a name (from a data file) is one of the attribute kinds. */
export const isAttrKind = (name: unknown): name is AttrKindName =>
  typeof name === 'string' && Object.hasOwn(kinds, name)

export interface ChosenAttr {
  name: string
  values: string[]
  /** Price multiplier of each chosen value. */
  factors: number[]
  colour: boolean
}

/** Picks the values of one attribute kind for one product. */
export function chooseAttr(kindName: AttrKindName, random: Random): ChosenAttr {
  const kind: AttrKind = kinds[kindName]
  const count =
    kind.pick === 'all' ? kind.values.length : random.int(kind.min ?? 2, Math.min(kind.max ?? 3, kind.values.length))
  let indexes: number[]
  if (kind.pick === 'all') indexes = kind.values.map((_, i) => i)
  else if (kind.pick === 'run') {
    const start = random.int(0, Math.min(kind.startMax ?? Infinity, kind.values.length - count))
    indexes = Array.from({ length: count }, (_, i) => start + i)
  } else {
    indexes = random
      .sample(
        kind.values.map((_, i) => i),
        count,
      )
      .sort((a, b) => a - b)
  }
  return {
    name: kind.name,
    values: indexes.map((i) => kind.values[i]),
    factors: indexes.map((i) => kind.factors?.[i] ?? 1 + (kind.step ?? 0) * i),
    colour: kind.colour === true,
  }
}

export interface SkuCell {
  /** Attribute values in attribute order. */
  values: string[]
  /** Position of each value in its attribute's value list. */
  positions: number[]
  /** Product of the value multipliers. */
  factor: number
}

/** Every combination of the chosen values (the cartesian product), first attribute varying slowest. */
export function skuGrid(attrs: ChosenAttr[]): SkuCell[] {
  let cells: SkuCell[] = [{ values: [], positions: [], factor: 1 }]
  for (const attr of attrs) {
    const next: SkuCell[] = []
    for (const cell of cells) {
      attr.values.forEach((value, i) => {
        next.push({
          values: [...cell.values, value],
          positions: [...cell.positions, i],
          factor: cell.factor * attr.factors[i],
        })
      })
    }
    cells = next
  }
  return cells
}
