/**
 * A product's picture set, drawn like a shop's photo set rather than a template: the product's own drawing (the
 * object its name says, product-art.ts) seen from the front on a studio backdrop, at an angle with depth, as a detail
 * close-up, and in its retail box on a surface that fits its family (a desk for electronics, a kitchen worktop, a
 * boutique shelf…). A shot of one colour shows the product in that colour. Each is a 400×400 SVG of 2–8 KB; the
 * drawing is deterministic from the shot's fields.
 */
import type { Family } from './catalogue-data.ts'
import { glyphs } from './glyphs.ts'
import { PRODUCT_COLORS } from './images.ts'
import { drawArt, solidFilter, tintFilter, type ProductArt } from './product-art.ts'
import { hsl, linearGradient, svgOpen } from './svg.ts'

export type ShotView = 'front' | 'angle' | 'detail' | 'context'

export interface ProductShotSpec {
  art: ProductArt
  family: Family
  hue: number
  view: ShotView
  /** A Color attribute value: the product is drawn in that colour. */
  color?: string
  /** Per-product differences (backdrop tint, angle, close-up spot). */
  jitter: number
}

/** Surfaces of the in-context shot per family: wall, surface top, surface front. */
const SCENES: Record<
  Family,
  { wall: [number, number, number]; top: [number, number, number]; edge: [number, number, number] }
> = {
  electronics: { wall: [215, 18, 90], top: [30, 28, 58], edge: [28, 30, 44] },
  home: { wall: [40, 35, 92], top: [32, 22, 80], edge: [30, 20, 68] },
  apparel: { wall: [340, 25, 93], top: [35, 30, 70], edge: [32, 30, 56] },
  beauty: { wall: [330, 45, 94], top: [0, 0, 98], edge: [330, 15, 85] },
  toys: { wall: [195, 60, 90], top: [45, 70, 72], edge: [40, 60, 58] },
  sports: { wall: [150, 20, 90], top: [210, 10, 40], edge: [210, 10, 30] },
  auto: { wall: [210, 10, 82], top: [210, 6, 48], edge: [210, 6, 36] },
  industrial: { wall: [45, 10, 86], top: [210, 8, 56], edge: [210, 8, 42] },
  jewelry: { wall: [280, 15, 94], top: [0, 0, 20], edge: [0, 0, 12] },
}

const tone = ([h, s, l]: [number, number, number], dl = 0) => hsl(h, s, Math.max(0, Math.min(100, l + dl)))

/** The product's main and accent colours: the chosen colour, else the category hue nudged per product. */
function paints(spec: ProductShotSpec): { main: string; accent: string; dark: string; light: boolean } {
  const paint = spec.color ? PRODUCT_COLORS[spec.color] : undefined
  const hue = spec.hue + ((spec.jitter % 17) - 8)
  if (paint)
    return {
      main: paint.hex,
      accent: paint.light ? '#5b6270' : '#ffffff',
      dark: paint.light ? '#9aa0aa' : '#15161a',
      light: paint.light === true,
    }
  return { main: hsl(hue, 62, 44), accent: hsl(hue, 75, 88), dark: hsl(hue, 55, 24), light: false }
}

/**
 * The product drawn in its colours: a pictogram is painted with them; an emoji drawing keeps its own colours unless
 * the shot is of one colour, when a filter redraws it in that colour (its `<filter>` goes in `defs`).
 */
function drawing(spec: ProductShotSpec, p: ReturnType<typeof paints>): { defs: string; draw: string } {
  if (!('emoji' in spec.art)) return { defs: '', draw: glyphs[spec.art.glyph](p.main, p.accent) }
  const draw = drawArt(spec.art, p.main, p.accent)
  const paint = spec.color ? PRODUCT_COLORS[spec.color] : undefined
  if (!paint) return { defs: '', draw }
  return { defs: tintFilter('tint', paint.hex), draw: `<g filter="url(#tint)">${draw}</g>` }
}

/** The drawing's outline filled with one colour: the body behind the angled view. */
function silhouette(spec: ProductShotSpec, colour: string): { defs: string; draw: string } {
  if (!('emoji' in spec.art)) return { defs: '', draw: glyphs[spec.art.glyph](colour, colour) }
  return {
    defs: solidFilter('solid', colour),
    draw: `<g filter="url(#solid)">${drawArt(spec.art, colour, colour)}</g>`,
  }
}

/** The pictogram placed with its box centre at (cx, cy), `size` px wide, with an extra SVG transform. */
function place(draw: string, cx: number, cy: number, size: number, extra = ''): string {
  return `<g transform="translate(${cx} ${cy})${extra ? ` ${extra}` : ''} scale(${size / 100}) translate(-50 -50)">${draw}</g>`
}

function studio(spec: ProductShotSpec, p: ReturnType<typeof paints>): string {
  // A seamless paper backdrop: near white, tinted a little towards the product (a grey one for light products).
  const tint = p.light ? hsl(spec.hue, 10, 80) : hsl(spec.hue, 30, 97)
  const floor = p.light ? hsl(spec.hue, 8, 70) : hsl(spec.hue, 22, 90)
  return `<defs>${linearGradient('bg', tint, floor, 90)}<radialGradient id="sh"><stop offset="0" stop-color="#000" stop-opacity=".28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs><rect width="400" height="400" fill="url(#bg)"/>`
}

function front(spec: ProductShotSpec, p: ReturnType<typeof paints>): string {
  const { defs, draw } = drawing(spec, p)
  return (
    studio(spec, p) +
    (defs ? `<defs>${defs}</defs>` : '') +
    `<ellipse cx="200" cy="338" rx="132" ry="20" fill="url(#sh)"/>` +
    place(draw, 200, 196, 270) +
    // A soft highlight across the top left, as from a softbox.
    `<path d="M0 0H400L0 260z" fill="#fff" opacity=".12"/>`
  )
}

function angle(spec: ProductShotSpec, p: ReturnType<typeof paints>): string {
  // Three-quarter view: the pictogram skewed and turned, with its body extruded behind it in a darker shade.
  const turn = spec.jitter % 2 === 0 ? 1 : -1
  const skew = `skewY(${turn * 12}) scale(${0.86} 1)`
  const depth = silhouette(spec, p.dark)
  const { defs, draw } = drawing(spec, p)
  let body = `<defs>${depth.defs}${defs}<g id="d">${depth.draw}</g></defs>`
  for (let i = 6; i >= 1; i--)
    body += `<use href="#d" x="${(-turn * i * 0.55).toFixed(2)}" y="${(i * 0.35).toFixed(2)}"/>`
  return (
    studio(spec, p) +
    `<ellipse cx="${200 + turn * 18}" cy="340" rx="150" ry="18" fill="url(#sh)"/>` +
    `<g transform="translate(200 200) ${skew} scale(2.5) translate(-50 -50)">${body}${draw}</g>` +
    // A glossy edge light on the turned side.
    `<rect x="${turn > 0 ? 330 : 0}" width="70" height="400" fill="#fff" opacity=".14"/>`
  )
}

function detail(spec: ProductShotSpec, p: ReturnType<typeof paints>): string {
  // A macro shot: one part of the product fills the frame, with the texture of its material; an inset shows
  // the whole product and where the close-up was taken.
  const fx = 35 + (spec.jitter % 31)
  const fy = 35 + ((spec.jitter >> 3) % 31)
  const zoom = 6
  // Drawn twice (the close-up and the inset): defined once.
  const { defs, draw: art } = drawing(spec, p)
  const draw = '<use href="#art"/>'
  const back = p.light ? hsl(spec.hue, 8, 62) : hsl(spec.hue, 25, 92)
  return (
    `<defs>${defs}<g id="art">${art}</g><pattern id="t" width="6" height="6" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r=".9" fill="#000" opacity=".1"/></pattern>` +
    `<radialGradient id="v"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></radialGradient></defs>` +
    `<rect width="400" height="400" fill="${back}"/>` +
    `<g transform="translate(200 200) scale(${zoom}) translate(${-fx} ${-fy})">${draw}</g>` +
    `<rect width="400" height="400" fill="url(#t)"/><rect width="400" height="400" fill="url(#v)"/>` +
    `<rect x="292" y="292" width="96" height="96" rx="10" fill="#fff" stroke="#d5d8de" stroke-width="2"/>` +
    place(draw, 340, 340, 80) +
    `<rect x="${300 + (fx - 50 / zoom) * 0.8}" y="${300 + (fy - 50 / zoom) * 0.8}" width="${(100 / zoom) * 0.8}" height="${(100 / zoom) * 0.8}" fill="none" stroke="#e0453a" stroke-width="2"/>`
  )
}

function context(spec: ProductShotSpec, p: ReturnType<typeof paints>): string {
  // The product beside its retail box on a surface of its family's setting.
  const scene = SCENES[spec.family]
  // Drawn twice (on the box and beside it): defined once.
  const { defs, draw: art } = drawing(spec, p)
  const draw = '<use href="#art"/>'
  const boxHue = spec.hue + 180 + ((spec.jitter % 7) - 3) * 4
  const side = spec.jitter % 2 === 0
  const bx = side ? 40 : 214
  const px = side ? 280 : 120
  const box =
    // Front face with the product printed on it, then the top and the side in perspective.
    `<rect x="${bx}" y="150" width="146" height="150" fill="${hsl(boxHue, 12, 96)}"/>` +
    `<path d="M${bx} 150l26-26h146l-26 26z" fill="${hsl(boxHue, 10, 88)}"/>` +
    `<path d="M${bx + 146} 150l26-26v150l-26 26z" fill="${hsl(boxHue, 10, 78)}"/>` +
    `<rect x="${bx}" y="270" width="146" height="30" fill="${hsl(spec.hue, 55, 40)}"/>` +
    `<rect x="${bx + 12}" y="280" width="70" height="8" rx="4" fill="#fff" opacity=".85"/>` +
    place(draw, bx + 73, 208, 96)
  return (
    `<defs>${defs}<g id="art">${art}</g>${linearGradient('w', tone(scene.wall, 4), tone(scene.wall, -6), 90)}<radialGradient id="sh"><stop offset="0" stop-color="#000" stop-opacity=".3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="400" height="400" fill="url(#w)"/>` +
    // A window's light falling on the wall.
    `<path d="M${side ? 250 : 20} 0h130l-60 200H${side ? 190 : -40}z" fill="#fff" opacity=".25"/>` +
    `<rect y="300" width="400" height="60" fill="${tone(scene.top)}"/><rect y="356" width="400" height="44" fill="${tone(scene.edge)}"/>` +
    `<ellipse cx="${bx + 80}" cy="304" rx="100" ry="10" fill="url(#sh)"/>` +
    box +
    `<ellipse cx="${px}" cy="326" rx="80" ry="12" fill="url(#sh)"/>` +
    place(draw, px, 262, 130)
  )
}

const VIEWS: Record<ShotView, (spec: ProductShotSpec, p: ReturnType<typeof paints>) => string> = {
  front,
  angle,
  detail,
  context,
}

/** One 400×400 product picture. */
export function productShotSvg(spec: ProductShotSpec): string {
  return `${svgOpen(400, 400)}${VIEWS[spec.view](spec, paints(spec))}</svg>`
}
