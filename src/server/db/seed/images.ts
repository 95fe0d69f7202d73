/**
 * Generated SVG pictures for the demo shop: product shots, banners, logos, certificates, icons.
 * Each stays well under 3 KB and needs no fonts beyond the generic sans-serif family.
 */
import { glyphs, type GlyphName } from './glyphs.ts'
import { hsl, initials, linearGradient, svgOpen, text } from './svg.ts'

/** Product colours offered by the Color attribute; `light` ones need a darker stage to stay visible. */
export const PRODUCT_COLORS: Record<string, { hex: string; light?: boolean }> = {
  Black: { hex: '#2b2d33' },
  White: { hex: '#f7f7f5', light: true },
  Grey: { hex: '#8a8f98' },
  Silver: { hex: '#c9ccd1', light: true },
  Navy: { hex: '#1f3a68' },
  Blue: { hex: '#2f6fd6' },
  'Sky Blue': { hex: '#7cc3ee', light: true },
  Green: { hex: '#2f9e5b' },
  Olive: { hex: '#7a7f3a' },
  Red: { hex: '#d63b3b' },
  'Wine Red': { hex: '#7d1f35' },
  Pink: { hex: '#f08cb1', light: true },
  Purple: { hex: '#7e4fc9' },
  Orange: { hex: '#f28a2e' },
  Yellow: { hex: '#f4cf3a', light: true },
  Beige: { hex: '#e8d8bd', light: true },
  Khaki: { hex: '#b8a27a' },
  Brown: { hex: '#7a5134' },
  Gold: { hex: '#d4a93c' },
  'Rose Gold': { hex: '#e3a69a', light: true },
}

/** A customer's photo for a review: the product on a plain table-top, slightly tilted. */
export function reviewPhotoSvg(glyph: GlyphName, hue: number, n: number): string {
  const tilt = [-8, 5, 12][n % 3]
  return (
    svgOpen(400, 400) +
    `<rect width="400" height="400" fill="${hsl(30 + n * 7, 18, 88)}"/>` +
    `<rect y="250" width="400" height="150" fill="${hsl(28, 30, 64)}"/>` +
    `<rect x="40" y="40" width="120" height="90" rx="6" fill="#fff" opacity=".5"/>` +
    `<ellipse cx="205" cy="320" rx="110" ry="18" fill="#000" opacity=".2"/>` +
    `<g transform="translate(205 205) rotate(${tilt}) scale(2.1) translate(-50 -50)">${glyphs[glyph](hsl(hue, 55, 42), hsl(hue, 70, 85))}</g>` +
    `</svg>`
  )
}

/**
 * A wide promotional banner's art: a gradient and up to three product pictograms on the right, no words. The pages
 * draw a banner's headline, subline and call to action over the free left part as HTML, in the shopper's locale and
 * the shop's fonts (decision 51): an SVG shown as a picture cannot use web fonts, so Thai and Lao drawn into it
 * showed as boxes.
 */
export function bannerSvg(options: { width: number; height: number; hue: number; glyphList: GlyphName[] }): string {
  const { width: w, height: h, hue } = options
  const icons = options.glyphList
    .slice(0, 3)
    .map((g, i) => {
      const size = h * (i === 0 ? 0.5 : 0.3)
      const x = w * (i === 0 ? 0.8 : i === 1 ? 0.67 : 0.93) - size / 2
      const y = h * (i === 0 ? 0.5 : i === 1 ? 0.74 : 0.26) - size / 2
      return `<circle cx="${x + size / 2}" cy="${y + size / 2}" r="${size * 0.62}" fill="#fff" opacity="${i === 0 ? 0.9 : 0.75}"/><g transform="translate(${x} ${y}) scale(${size / 100})">${glyphs[g](hsl(hue + i * 25, 62, 42), hsl(hue, 75, 86))}</g>`
    })
    .join('')
  return (
    svgOpen(w, h) +
    `<defs>${linearGradient('b', hsl(hue, 72, 46), hsl(hue + 40, 75, 60), 20)}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#b)"/>` +
    `<circle cx="${w * 0.55}" cy="${-h * 0.2}" r="${h * 0.7}" fill="#fff" opacity=".08"/><circle cx="${w * 0.1}" cy="${h * 1.1}" r="${h * 0.5}" fill="#fff" opacity=".07"/>` +
    icons +
    `</svg>`
  )
}

/** A square merchant logo: initials on a coloured rounded tile. */
export function logoSvg(name: string, hue: number): string {
  const letters = initials(name)
  return (
    svgOpen(200, 200) +
    `<defs>${linearGradient('l', hsl(hue, 70, 52), hsl(hue + 30, 75, 38), 60)}</defs>` +
    `<rect width="200" height="200" rx="40" fill="url(#l)"/>` +
    `<circle cx="100" cy="100" r="78" fill="none" stroke="#fff" stroke-width="4" opacity=".35"/>` +
    text(100, 100 + (letters.length > 2 ? 22 : 26), letters, {
      size: letters.length > 2 ? 62 : 74,
      weight: 700,
      anchor: 'middle',
    }) +
    `</svg>`
  )
}

/**
 * A shop header's art: a soft pattern and the shop's pictogram, no text. The pages draw the name (and the shop
 * street its localized headline) over it, once.
 */
export function shopHeaderSvg(hue: number, glyph: GlyphName, width = 1200, height = 300): string {
  let dots = ''
  for (let i = 0; i < 10; i++)
    dots += `<circle cx="${60 + i * 120}" cy="${(i % 3) * 90 + 40}" r="${18 + (i % 4) * 8}" fill="#fff" opacity=".07"/>`
  return (
    svgOpen(width, height) +
    `<defs>${linearGradient('s', hsl(hue, 55, 30), hsl(hue + 25, 65, 48), 0)}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#s)"/>${dots}` +
    `<g transform="translate(${width - height * 0.95} ${height * 0.12}) scale(${(height * 0.76) / 100})" opacity=".9">${glyphs[glyph]('#ffffff', hsl(hue, 55, 35))}</g>` +
    `</svg>`
  )
}

/** A framed certificate page (business licence, ISO 9001, CE…) with a round seal. */
export function certificateSvg(title: string, holder: string, number: string, hue: number): string {
  const lines = [0, 1, 2, 3, 4]
    .map((i) => `<rect x="90" y="${420 + i * 34}" width="${420 - (i % 2) * 90}" height="9" rx="4" fill="#c9ccd4"/>`)
    .join('')
  return (
    svgOpen(600, 800) +
    `<rect width="600" height="800" fill="#fbf8ef"/>` +
    `<rect x="24" y="24" width="552" height="752" fill="none" stroke="${hsl(hue, 45, 40)}" stroke-width="6"/>` +
    `<rect x="40" y="40" width="520" height="720" fill="none" stroke="${hsl(hue, 45, 55)}" stroke-width="2"/>` +
    text(300, 150, title, { size: 34, fill: hsl(hue, 45, 28), weight: 700, anchor: 'middle' }) +
    text(300, 250, 'Issued to', { size: 18, fill: '#666', anchor: 'middle' }) +
    text(300, 300, holder, { size: 22, fill: '#222', weight: 700, anchor: 'middle' }) +
    text(300, 350, `No. ${number}`, { size: 18, fill: '#444', anchor: 'middle' }) +
    lines +
    `<circle cx="440" cy="650" r="70" fill="none" stroke="#c8362e" stroke-width="6" opacity=".85"/>` +
    `<circle cx="440" cy="650" r="54" fill="none" stroke="#c8362e" stroke-width="2" opacity=".85"/>` +
    `<path d="M440 612l11 24 26 3-19 18 5 26-23-13-23 13 5-26-19-18 26-3z" fill="#c8362e" opacity=".85"/>` +
    `<path d="M90 690h180" stroke="#333" stroke-width="2"/>` +
    text(90, 715, 'Authorised signature', { size: 14, fill: '#666' }) +
    `</svg>`
  )
}

/** A first-level category icon: the pictogram on a rounded tile of the category's hue. */
export function categoryIconSvg(glyph: GlyphName, hue: number): string {
  return (
    svgOpen(96, 96) +
    `<defs>${linearGradient('c', hsl(hue, 75, 60), hsl(hue + 25, 70, 44), 45)}</defs>` +
    `<rect width="96" height="96" rx="22" fill="url(#c)"/>` +
    `<g transform="translate(18 18) scale(.6)">${glyphs[glyph]('#ffffff', hsl(hue, 60, 40))}</g></svg>`
  )
}

/**
 * A featured-category tile's art: the pictogram large on the right, no words. The home page draws the category's
 * name and its call to action over the free left part in the shopper's locale (decision 51).
 */
export function categoryTileSvg(glyph: GlyphName, hue: number): string {
  return (
    svgOpen(400, 300) +
    `<defs>${linearGradient('t', hsl(hue, 70, 90), hsl(hue + 20, 65, 78), 90)}</defs>` +
    `<rect width="400" height="300" rx="16" fill="url(#t)"/>` +
    `<circle cx="290" cy="160" r="100" fill="#fff" opacity=".7"/>` +
    `<g transform="translate(210 80) scale(1.6)">${glyphs[glyph](hsl(hue, 60, 42), hsl(hue, 75, 86))}</g>` +
    `</svg>`
  )
}

/**
 * The login dialog's side picture: a globe with shipping routes and parcels, no words; the dialog draws the setting's
 * two lines over its free lower part in the shopper's locale (decision 51).
 */
export function loginPictureSvg(): string {
  const hue = 215
  return (
    svgOpen(480, 640) +
    `<defs>${linearGradient('p', hsl(hue, 70, 50), hsl(hue + 50, 70, 40), 70)}</defs>` +
    `<rect width="480" height="640" fill="url(#p)"/>` +
    `<circle cx="240" cy="300" r="150" fill="#fff" opacity=".14"/>` +
    `<circle cx="240" cy="300" r="150" fill="none" stroke="#fff" stroke-width="3" opacity=".6"/>` +
    `<ellipse cx="240" cy="300" rx="70" ry="150" fill="none" stroke="#fff" stroke-width="2" opacity=".5"/>` +
    `<path d="M90 300h300M110 230h260M110 370h260" stroke="#fff" stroke-width="2" opacity=".5"/>` +
    `<path d="M150 210Q240 120 330 230" fill="none" stroke="#ffd166" stroke-width="4" stroke-dasharray="10 8"/>` +
    `<path d="M140 390Q250 460 340 360" fill="none" stroke="#ffd166" stroke-width="4" stroke-dasharray="10 8"/>` +
    `<g transform="translate(300 330) scale(1.1)">${glyphs.box('#ffffff', hsl(hue, 60, 40))}</g>` +
    `<g transform="translate(70 150) scale(.8)">${glyphs.box('#ffd166', hsl(40, 70, 40))}</g>` +
    `</svg>`
  )
}
