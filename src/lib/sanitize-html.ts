/**
 * Merchant HTML (product descriptions, agreements) is sanitized with DOMPurify wherever it is rendered: in the
 * browser with the page's window, during SSR with a jsdom window. Scripts, event handlers, iframes, forms and
 * javascript: URLs are removed; links open safely in a new tab.
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify'

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
}

let purifier: DOMPurify | undefined

function getPurifier(): DOMPurify {
  if (purifier) return purifier
  if (import.meta.env.SSR) {
    // Server only: jsdom supplies the DOM DOMPurify needs (loaded synchronously through Node's require).
    const require = process.getBuiltinModule('node:module').createRequire(import.meta.url)
    const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: unknown } }
    purifier = createDOMPurify(new JSDOM('').window as Window & typeof globalThis)
  } else {
    purifier = createDOMPurify(window)
  }
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer nofollow')
    }
  })
  return purifier
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  return getPurifier().sanitize(html, CONFIG) as string
}
