/**
 * Google Merchant Center product feeds as TSV, CSV or RSS 2.0 XML (the `g:` namespace), each read into the same
 * row shape: the line the item starts on, its attributes by their bare name (`g:price`, `price` and `Price` are all
 * `price`), and the repeated `additional_image_link` as a list.
 */

export type FeedFormat = 'tsv' | 'csv' | 'xml'

export interface FeedRow {
  /** 1-based line of the file where the item starts (the header is line 1 in TSV and CSV). */
  line: number
  fields: Record<string, string>
  additionalImages: string[]
}

export interface ParsedFeed {
  format: FeedFormat
  rows: FeedRow[]
}

/** `g:image_link`, `Image link`, `image_link` → `image_link`. */
export const attributeName = (raw: string) =>
  raw
    .trim()
    .replace(/^\uFEFF/, '')
    .replace(/^g:/i, '')
    .toLowerCase()
    .replace(/[\s-]+/g, '_')

/** The format from the file name, else from the first characters. */
export function detectFormat(fileName: string, text: string): FeedFormat {
  const extension = fileName.toLowerCase().split('.').pop()
  if (extension === 'xml' || extension === 'rss') return 'xml'
  if (extension === 'csv') return 'csv'
  if (extension === 'tsv' || extension === 'txt') return 'tsv'
  const start = text.replace(/^\uFEFF/, '').trimStart()
  if (start.startsWith('<')) return 'xml'
  const firstLine = start.split('\n', 1)[0]
  return firstLine.includes('\t') ? 'tsv' : 'csv'
}

export function parseFeed(fileName: string, text: string): ParsedFeed {
  const format = detectFormat(fileName, text)
  const rows = format === 'xml' ? parseXml(text) : parseDelimited(text, format === 'tsv' ? '\t' : ',')
  return { format, rows }
}

/** Comma-separated lists (`additional_image_link` in TSV and CSV). */
const splitList = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)

function rowOf(line: number, header: string[], cells: string[]): FeedRow | null {
  if (cells.every((cell) => cell.trim() === '')) return null
  const fields: Record<string, string> = {}
  const additionalImages: string[] = []
  header.forEach((name, n) => {
    const value = (cells[n] ?? '').trim()
    if (!name) return
    if (name === 'additional_image_link') additionalImages.push(...splitList(value))
    else if (value !== '' || !(name in fields)) fields[name] = value
  })
  return { line, fields, additionalImages }
}

/**
 * CSV (RFC 4180: quoted fields may hold the separator, quotes doubled and line breaks) and TSV (the same reader
 * with a tab; Merchant Center's TSV may quote a field too).
 */
export function parseDelimited(text: string, separator: string): FeedRow[] {
  const records: { line: number; cells: string[] }[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let recordLine = 1
  let atCellStart = true
  const source = text.replace(/^\uFEFF/, '')
  // Plain runs are copied as slices, not character by character: a 10 MB field must not take seconds.
  const special = separator === '\t' ? /[\t\r\n]/g : /[,\r\n]/g
  const newlines = (chunk: string) => chunk.split('\n').length - 1
  let i = 0
  while (i < source.length) {
    const ch = source[i]
    if (quoted) {
      const quote = source.indexOf('"', i)
      const end = quote < 0 ? source.length : quote
      const chunk = source.slice(i, end)
      line += newlines(chunk)
      cell += chunk
      if (quote < 0) {
        i = source.length
      } else if (source[quote + 1] === '"') {
        cell += '"'
        i = quote + 2
      } else {
        quoted = false
        i = quote + 1
      }
      continue
    }
    if (ch === '"' && atCellStart) {
      quoted = true
      atCellStart = false
      i++
    } else if (ch === separator) {
      cells.push(cell)
      cell = ''
      atCellStart = true
      i++
    } else if (ch === '\n' || ch === '\r') {
      i += ch === '\r' && source[i + 1] === '\n' ? 2 : 1
      cells.push(cell)
      records.push({ line: recordLine, cells })
      cells = []
      cell = ''
      atCellStart = true
      line++
      recordLine = line
    } else {
      special.lastIndex = i
      const next = special.exec(source)
      const end = next ? next.index : source.length
      cell += source.slice(i, end)
      atCellStart = false
      i = end
    }
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell)
    records.push({ line: recordLine, cells })
  }
  const [head, ...body] = records
  if (!head) return []
  const header = head.cells.map(attributeName)
  return body.flatMap((record) => rowOf(record.line, header, record.cells) ?? [])
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

/** Text content of an element: CDATA sections as they are, entities decoded, other markup left as text. */
export function xmlText(raw: string): string {
  let out = ''
  let rest = raw
  for (;;) {
    const start = rest.indexOf('<![CDATA[')
    const chunk = start < 0 ? rest : rest.slice(0, start)
    out += chunk.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
        return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole
      }
      return ENTITIES[name.toLowerCase()] ?? whole
    })
    if (start < 0) break
    const end = rest.indexOf(']]>', start)
    if (end < 0) {
      out += rest.slice(start + 9)
      break
    }
    out += rest.slice(start + 9, end)
    rest = rest.slice(end + 3)
  }
  return out
}

/**
 * RSS 2.0 (`<item>`) or Atom (`<entry>`) items; each child element `<g:name>` or `<name>` is an attribute. A nested
 * element (`g:shipping`) is skipped as a whole.
 */
export function parseXml(text: string): FeedRow[] {
  const rows: FeedRow[] = []
  const itemPattern = /<(item|entry)(?:\s[^>]*)?>([\s\S]*?)<\/\1\s*>/g
  const childPattern = /<([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)(?:\s[^>]*)?(?:\/>|>([\s\S]*?)<\/\1?\2\s*>)/g
  let lineAt = 0
  let line = 1
  for (const item of text.matchAll(itemPattern)) {
    for (let i = lineAt; i < item.index; i++) if (text.charCodeAt(i) === 10) line++
    lineAt = item.index
    const fields: Record<string, string> = {}
    const additionalImages: string[] = []
    for (const child of item[2].matchAll(childPattern)) {
      const name = attributeName(child[2])
      const value = xmlText(child[3] ?? '').trim()
      if (name === 'additional_image_link') additionalImages.push(...(value ? [value] : []))
      else if (!(name in fields) || fields[name] === '') fields[name] = value
    }
    rows.push({ line, fields, additionalImages })
  }
  return rows
}
