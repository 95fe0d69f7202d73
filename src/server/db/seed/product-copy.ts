/**
 * The words of a product: its name, selling points and HTML description with a spec table.
 * Everything is assembled from the leaf's templates with the product's own random stream.
 */
import type { ChosenAttr } from './attributes.ts'
import type { Family } from './catalogue-data.ts'
import type { GlyphName } from './glyphs.ts'
import type { MerchantSpec } from './merchant-data.ts'
import type { Random } from './random.ts'
import { escapeXml } from './svg.ts'

/** Openers cross-border listings put in front of the product noun. */
const LEADS: Record<Family, string[]> = {
  electronics: ['2026 Upgraded', 'Portable', 'Compact', 'Premium'],
  home: ['Modern', 'Nordic Style', 'Premium', 'Space-Saving'],
  apparel: ['2026 Spring', 'Casual', 'Elegant', 'Classic'],
  beauty: ['Korean', 'Natural', 'Professional', 'Vegan'],
  toys: ['Educational', 'Colourful', 'Gift Idea:', 'Kids'],
  sports: ['Professional', 'Lightweight', 'Outdoor', 'Heavy-Duty'],
  auto: ['Universal', 'Heavy-Duty', 'OEM Quality', 'Upgraded'],
  industrial: ['Industrial', 'Heavy-Duty', 'Professional', 'Factory Direct'],
  jewelry: ['Elegant', 'Vintage', 'Minimalist', 'Dainty'],
}

export interface NameParts {
  noun: string
  /** Features used in the name, in order. */
  named: string[]
}

export function productName(
  family: Family,
  nouns: string[],
  features: string[],
  random: Random,
): { name: string; parts: NameParts } {
  const noun = random.pick(nouns)
  const [f1, f2] = random.sample(features, 2)
  const lead = random.pick(LEADS[family])
  const leadFits = !noun.toLowerCase().includes(lead.split(' ')[0].toLowerCase().replace(':', ''))
  // "with" reads well before a spec ("with 40h Battery") but not before an adjective ("with Washable").
  const specLike = /^[\d.]|^[A-Z0-9]{2,}\b/.test(f1)
  const pattern = random.weighted(['with', 'comma', 'lead', 'dash'], [specLike ? 30 : 0, 35, 20, 25])
  if (pattern === 'with' && f2) return { name: `${noun} with ${f1}, ${f2}`, parts: { noun, named: [f1, f2] } }
  if (pattern === 'comma' && f2) return { name: `${noun}, ${f1}, ${f2}`, parts: { noun, named: [f1, f2] } }
  if (pattern === 'lead' && leadFits) return { name: `${lead} ${noun}, ${f1}`, parts: { noun, named: [f1] } }
  const joiner = `${f1}${f2}`.includes('&') ? ', ' : ' & '
  return {
    name: f2 ? `${noun} – ${f1}${joiner}${f2}` : `${noun} – ${f1}`,
    parts: { noun, named: f2 ? [f1, f2] : [f1] },
  }
}

const SERVICE_POINTS = [
  'Factory-direct price, no middlemen',
  'Quality checked before dispatch',
  '15-day hassle-free returns',
  'Tracked shipping to Russia, Kazakhstan and the CIS',
  'Secure packaging for long-distance delivery',
]

/** 3–4 selling points, one per line: features not already in the name, then a service promise. */
export function sellingPoints(features: string[], named: string[], wholesale: boolean, random: Random): string {
  const rest = random.sample(
    features.filter((f) => !named.includes(f)),
    random.int(2, 3),
  )
  const service = wholesale ? 'Wholesale discounts from 10 units' : random.pick(SERVICE_POINTS)
  return [...rest, service].slice(0, 4).join('\n')
}

/** Openings of the description. The noun stands as a title, so plural nouns ("LED Bulbs") read correctly. */
const INTROS: Record<Family, string[]> = {
  electronics: [
    '{noun} from the same assembly line that supplies well-known brands, sold here at the factory price. Highlights: {f1} and {f2}.',
    'Made for daily use at home, at work and on the road. Key features: {f1} and {f2}. Every unit is burn-in tested for 8 hours before packing.',
  ],
  home: [
    'Bring calm and order to your home. {noun} with {f1} and {f2}, made to last for years of daily use.',
    'A practical choice for apartments and family homes alike. Customers mention {f1} and {f2} most in their reviews.',
  ],
  apparel: [
    'Cut from our own patterns and sewn in small batches. Details: {f1} and {f2}. Easy to dress up or down, and it keeps its shape wash after wash.',
    'A wardrobe staple for the new season, with {f1} and {f2}. Please check the size chart below before ordering.',
  ],
  beauty: [
    'Formulated in a GMP-certified lab for everyday routines: {f1} and {f2}, without parabens or mineral oil.',
    'Gentle enough for daily use and effective from the first week. Key benefits: {f1} and {f2}.',
  ],
  toys: [
    'Hours of screen-free play. Features: {f1} and {f2}. Made from certified child-safe materials with rounded edges.',
    'A gift children remember — {f1} and {f2}, delivered in a gift-ready box.',
  ],
  sports: [
    'Built for training, trails and weekend adventures, with {f1} and {f2} at a factory price.',
    'Tested by our field team before production. Key features: {f1} and {f2} for reliable performance outdoors.',
  ],
  auto: [
    'A direct replacement that meets OEM specifications. Features: {f1} and {f2}. Please check the fitment data before ordering.',
    'Trusted by repair shops across the CIS. {noun} with {f1} and {f2}; installs in minutes.',
  ],
  industrial: [
    'Made for workshops and production lines that run every day. Features: {f1} and {f2}. Ships with a bilingual manual (English/Russian).',
    'Professional-grade equipment at a factory price, with {f1} and {f2}. Bulk and OEM orders are welcome.',
  ],
  jewelry: [
    'A piece to wear every day or keep for special occasions. Details: {f1} and {f2}. Arrives in a gift box.',
    'Hand-finished and polished by our jewellers, with {f1} and {f2}.',
  ],
}

/** Materials by pictogram, so the spec table fits the product. */
const MATERIALS: Partial<Record<GlyphName, string[]>> = {
  phone: ['Aluminium frame, tempered glass', 'Polycarbonate and TPU', 'Aluminium alloy'],
  earbuds: ['ABS + PC, silicone ear tips'],
  headphones: ['ABS, memory foam, protein leather'],
  speaker: ['ABS with fabric grille', 'Aluminium and silicone'],
  cable: ['Braided nylon, aluminium connectors', 'TPE'],
  powerbank: ['Aluminium alloy shell, Li-polymer cells', 'ABS + PC, Li-polymer cells'],
  shirt: ['100% cotton', '95% cotton, 5% spandex', 'Cotton-polyester blend'],
  dress: ['Polyester chiffon', 'Linen blend', '100% viscose', 'Cotton poplin'],
  jacket: ['Nylon shell, duck-down fill', 'Wool blend', 'Genuine leather', 'Polyester with DWR coating'],
  pants: ['98% cotton, 2% elastane', 'Ripstop cotton', 'Cotton fleece'],
  shoe: ['Knit mesh upper, EVA sole', 'PU leather upper, rubber sole', 'Genuine leather'],
  boot: ['Full-grain leather, rubber sole', 'Suede, TPR sole'],
  bag: ['Genuine cowhide leather', 'Vegan PU leather', 'Canvas with leather trim'],
  backpack: ['Water-resistant nylon', 'Recycled polyester'],
  wallet: ['Genuine leather', 'Vegan PU leather'],
  sofa: ['Linen-look fabric, solid pine frame', 'Velvet, engineered wood frame'],
  chair: ['Mesh back, nylon base', 'PU leather, steel frame'],
  table: ['Solid oak and powder-coated steel', 'Bamboo', 'Engineered wood'],
  pot: ['Aluminium with granite coating', '18/10 stainless steel', 'Enamelled cast iron'],
  knife: ['High-carbon stainless steel', '67-layer Damascus steel'],
  mug: ['Borosilicate glass', 'Hand-glazed ceramic', 'Porcelain'],
  textile: ['100% cotton', 'Cotton sateen', 'Microfibre', 'Linen'],
  bottle: ['Glass bottle with pump', '18/8 stainless steel', 'Tritan BPA-free plastic'],
  blocks: ['Non-toxic ABS plastic', 'Beech wood, water-based paint'],
  teddy: ['Short plush polyester, PP cotton filling'],
  watch: ['316L stainless steel case, mineral glass', 'Zinc alloy case, leather strap'],
  ring: ['925 sterling silver', 'Brass with 18K gold plating'],
  necklace: ['925 sterling silver', '316L stainless steel'],
  earrings: ['925 sterling silver', 'Brass with 18K gold plating'],
  bracelet: ['925 sterling silver', 'Natural stone, elastic cord', 'Stainless steel'],
  wrench: ['Chrome vanadium steel', 'Drop-forged CrMo steel'],
  toolbox: ['S2 alloy steel, ABS case', 'Cold-rolled steel'],
  drill: ['Glass-fibre reinforced nylon housing, metal gearbox'],
}

const FAMILY_MATERIALS: Record<Family, string[]> = {
  electronics: ['ABS + PC', 'Aluminium alloy'],
  home: ['Mixed: wood, metal and textile', 'ABS plastic and steel'],
  apparel: ['Cotton blend'],
  beauty: ['See ingredient list on the package'],
  toys: ['Non-toxic ABS plastic'],
  sports: ['Aluminium alloy', 'Ripstop nylon', 'TPE'],
  auto: ['ABS + metal', 'Rubber and steel'],
  industrial: ['Steel and cast aluminium'],
  jewelry: ['925 sterling silver'],
}

type Row = [string, string]

function familyRows(family: Family, random: Random): Row[] {
  switch (family) {
    case 'electronics':
      return [
        ['Certification', random.pick(['CE, FCC, RoHS', 'CE, RoHS, EAC', 'FCC, RoHS'])],
        ['Warranty', random.pick(['12 months', '18 months', '24 months'])],
      ]
    case 'home':
      return [
        ['Style', random.pick(['Modern minimalist', 'Scandinavian', 'Classic', 'Industrial loft'])],
        ['Care', random.pick(['Wipe clean with a damp cloth', 'Dishwasher safe', 'Machine wash 40°C'])],
      ]
    case 'apparel':
      return [
        ['Fit', random.pick(['Regular fit', 'Slim fit', 'Relaxed fit'])],
        ['Season', random.pick(['Spring / Summer', 'Autumn / Winter', 'All season'])],
        ['Care', random.pick(['Machine wash 30°C', 'Hand wash cold', 'Dry clean only'])],
      ]
    case 'beauty':
      return [
        ['Skin type', random.pick(['All skin types', 'Dry and normal skin', 'Oily and combination skin'])],
        [
          'Key ingredients',
          random.pick([
            'Hyaluronic acid, panthenol',
            'Vitamin C, niacinamide',
            'Centella asiatica, ceramides',
            'Olive oil, shea butter',
          ]),
        ],
        ['Shelf life', '36 months (12 months after opening)'],
      ]
    case 'toys':
      return [
        ['Recommended age', random.pick(['3+', '6+', '8+', '14+'])],
        ['Safety standard', 'EN71, ASTM F963'],
        ['Batteries', random.pick(['Not required', '3 × AA (not included)', 'Rechargeable Li-ion, included'])],
      ]
    case 'sports':
      return [
        ['Use', random.pick(['Indoor & outdoor', 'Camping & hiking', 'Gym & home workouts', 'Road & trail'])],
        ['Weight', `${random.int(120, 2400)} g`],
      ]
    case 'auto':
      return [
        ['Fitment', 'Universal — check the OEM number before ordering'],
        ['OEM reference', `${random.int(10, 99)} ${random.int(100, 999)} ${random.int(100, 999)}`],
        ['Warranty', '12 months / 20,000 km'],
      ]
    case 'industrial':
      return [
        ['Certification', random.pick(['CE, EAC, ISO 9001', 'CE, RoHS', 'EAC, GOST R'])],
        ['Lead time', random.pick(['Ships from stock in 3 days', '3–7 days from stock; OEM orders 25 days'])],
        ['Warranty', '24 months'],
      ]
    case 'jewelry':
      return [
        ['Stones', random.pick(['AAA cubic zirconia', 'Freshwater pearl', 'Moissanite', 'None'])],
        ['Hypoallergenic', 'Nickel-free, lead-free'],
        ['Packaging', 'Gift box with polishing cloth'],
      ]
  }
}

export interface CopyContext {
  family: Family
  glyph: GlyphName
  name: string
  parts: NameParts
  features: string[]
  attrs: ChosenAttr[]
  merchant: MerchantSpec
  unitName: string
  minBuy: number
  /** A picture of the product to embed in the description. */
  imageUrl: string
}

/** Model codes look like "BW-X7420": the merchant's initials plus a series letter and a number. */
function modelCode(merchant: MerchantSpec, random: Random): string {
  const prefix = merchant.name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase()
  return `${prefix}-${String.fromCharCode(65 + random.int(0, 25))}${random.int(100, 9999)}`
}

/** The rich HTML description: overview, highlights, a spec table, a picture and shipping terms. */
export function productContent(ctx: CopyContext, random: Random): string {
  const [f1, f2] =
    ctx.features.length >= 2 ? random.sample(ctx.features, 2) : [ctx.features[0] ?? 'careful design', 'solid build']
  const intro = random
    .pick(INTROS[ctx.family])
    .replace('{noun}', ctx.parts.noun)
    .replace('{f1}', f1)
    .replace('{f2}', f2)
  const material = random.pick(MATERIALS[ctx.glyph] ?? FAMILY_MATERIALS[ctx.family])
  const rows: Row[] = [
    ['Model', modelCode(ctx.merchant, random)],
    ['Material', material],
    ...ctx.attrs.map((a): Row => [`${a.name} options`, a.values.join(', ')]),
    ...familyRows(ctx.family, random),
    ['Origin', ctx.merchant.country],
    ['Sold by', ctx.merchant.name],
  ]
  if (ctx.minBuy > 1) rows.push(['Minimum order', `${ctx.minBuy} ${ctx.unitName}`])
  const e = escapeXml
  const highlights = random.sample(ctx.features, Math.min(4, ctx.features.length))
  const days =
    ctx.merchant.typeId === 4 || ctx.merchant.typeId === 5 ? '1–3' : `${random.int(7, 10)}–${random.int(14, 20)}`
  return [
    `<h3>Product overview</h3>`,
    `<p>${e(intro)}</p>`,
    `<ul>${highlights.map((h) => `<li>${e(h)}</li>`).join('')}</ul>`,
    `<h3>Specifications</h3>`,
    `<table><tbody>${rows.map(([k, v]) => `<tr><th>${e(k)}</th><td>${e(v)}</td></tr>`).join('')}</tbody></table>`,
    `<p><img src="${ctx.imageUrl}" alt="${e(ctx.name)}" width="600" height="600"></p>`,
    `<h3>Shipping &amp; service</h3>`,
    `<p>Dispatched from ${e(ctx.merchant.country)} within ${random.int(1, 3)} business days. Typical delivery time is ${days} days with a tracking number; customs paperwork is handled by the seller. Questions about size, fit or compatibility? Message the store before ordering — replies usually arrive within a few hours.</p>`,
  ].join('\n')
}
