/**
 * Small helpers shared by the image generators: media rows, colours, text escaping.
 * Seed images are SVG text stored base64-encoded in the `media` table and served at /media/<key>.
 */

export interface MediaRow {
  key: string
  contentType: string
  bytes: string
}

/** Site-relative URL of a media key; the API makes it absolute. */
export function mediaUrl(key: string): string {
  return `/media/${key}`
}

/**
 * Collects generated SVGs. Adding the same key twice keeps the first, so generators can be called freely
 * for shared pictures (review photos, category tiles).
 */
export class MediaSink {
  readonly rows: MediaRow[] = []
  private readonly keys = new Set<string>()

  /** Stores an SVG under `key` and returns its URL. */
  add(key: string, svg: string): string {
    if (!this.keys.has(key)) {
      this.keys.add(key)
      this.rows.push({ key, contentType: 'image/svg+xml', bytes: Buffer.from(svg, 'utf8').toString('base64') })
    }
    return mediaUrl(key)
  }

  /** Stores a file made otherwise (the about-us video) under `key` and returns its URL. */
  addFile(key: string, contentType: string, bytes: Uint8Array): string {
    if (!this.keys.has(key)) {
      this.keys.add(key)
      this.rows.push({ key, contentType, bytes: Buffer.from(bytes).toString('base64') })
    }
    return mediaUrl(key)
  }

  has(key: string): boolean {
    return this.keys.has(key)
  }
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** An hsl() colour with the hue wrapped into 0..359. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = ((Math.round(hue) % 360) + 360) % 360
  return `hsl(${h},${saturation}%,${lightness}%)`
}

/** A linear gradient definition; `angle` 0 runs left to right, 90 top to bottom. */
export function linearGradient(id: string, from: string, to: string, angle = 45): string {
  const rad = (angle * Math.PI) / 180
  const x = Math.round(50 + Math.cos(rad) * 50)
  const y = Math.round(50 + Math.sin(rad) * 50)
  return `<linearGradient id="${id}" x1="${100 - x}%" y1="${100 - y}%" x2="${x}%" y2="${y}%"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
}

/** Opening tag of a standalone SVG document. */
export function svgOpen(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
}

/** A text element in the generic sans-serif family (no web fonts are needed). */
export function text(
  x: number,
  y: number,
  content: string,
  options: { size: number; fill?: string; weight?: number; anchor?: 'start' | 'middle' | 'end'; opacity?: number },
): string {
  const attrs = [
    `x="${x}"`,
    `y="${y}"`,
    `font-family="Helvetica,Arial,sans-serif"`,
    `font-size="${options.size}"`,
    `fill="${options.fill ?? '#fff'}"`,
  ]
  if (options.weight) attrs.push(`font-weight="${options.weight}"`)
  if (options.anchor && options.anchor !== 'start') attrs.push(`text-anchor="${options.anchor}"`)
  if (options.opacity !== undefined) attrs.push(`opacity="${options.opacity}"`)
  return `<text ${attrs.join(' ')}>${escapeXml(content)}</text>`
}

/** Up to three initials of a name, e.g. "Shenzhen Brightway Electronics Factory" → "SBE". */
export function initials(name: string, max = 3): string {
  return name
    .split(/[\s&-]+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, max)
    .map((word) => word[0].toUpperCase())
    .join('')
}
