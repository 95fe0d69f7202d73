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

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  // The parser writes void elements as `<img … />`; written as the DOM serializes them (`<img …>`). ` />` cannot occur
  // elsewhere: text and attribute values come out with `>` escaped.
  return sanitize(html, OPTIONS).replaceAll(' />', '>')
}
