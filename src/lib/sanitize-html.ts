/**
 * Merchant HTML (product descriptions, agreements) is sanitized wherever it is rendered, by one allow-list with
 * `sanitize-html` (an HTML parser, no DOM): the same code in the browser and during SSR, so the server needs no
 * window. Only the tags and attributes below are kept; scripts, event handlers, styles, iframes, forms and
 * javascript: (or any non-web) URLs are removed; links open safely in a new tab.
 */
import sanitize, { type IOptions } from 'sanitize-html'

const OPTIONS: IOptions = {
  allowedTags: [
    ...[
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'br',
      'hr',
      'blockquote',
      'pre',
      'code',
      'div',
      'span',
      'section',
      'article',
      'figure',
      'figcaption',
    ],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup', 'small', 'mark', 'abbr', 'q', 'cite'],
    ...['ul', 'ol', 'li', 'dl', 'dt', 'dd'],
    ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
    ...['a', 'img', 'picture', 'source'],
  ],
  allowedAttributes: {
    '*': ['class', 'title', 'lang', 'dir'],
    // `target` and `rel` are the ones set below on every link.
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'srcset', 'alt', 'width', 'height', 'loading'],
    source: ['srcset', 'media', 'type'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align', 'scope'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], source: ['http', 'https'] },
  allowProtocolRelative: false,
  // What is removed goes with its content only where the content is code or a widget, never visible text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'select'],
  transformTags: {
    a: (tagName, attribs) =>
      attribs.href
        ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } }
        : { tagName, attribs },
  },
}

/**
 * The sanitized text of the last texts asked for, by their raw text: a product page rendered with the guest page cache
 * off sanitized the same description on every render (decision 98). Only the input decides the output, so a kept answer
 * is the same one, for every visitor. Bounded by count and by characters (the oldest go first).
 */
const kept = new Map<string, string>()
let keptChars = 0
const MAX_KEPT = 256
const MAX_KEPT_CHARS = 4 * 1024 * 1024

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  const known = kept.get(html)
  if (known !== undefined) return known
  // The parser writes void elements as `<img … />`; written as the DOM serializes them (`<img …>`). ` />` cannot occur
  // elsewhere: text and attribute values come out with `>` escaped.
  const clean = sanitize(html, OPTIONS).replaceAll(' />', '>')
  if (html.length + clean.length <= MAX_KEPT_CHARS) {
    kept.set(html, clean)
    keptChars += html.length + clean.length
    for (const [raw, text] of kept) {
      if (kept.size <= MAX_KEPT && keptChars <= MAX_KEPT_CHARS) break
      kept.delete(raw)
      keptChars -= raw.length + text.length
    }
  }
  return clean
}
