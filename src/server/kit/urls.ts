/** `Abs`: turns a stored site path (or an absolute URL) into the absolute URL an answer carries (`absUrls(c)`). */
export type Abs = (path: string) => string

/**
 * The site path of a URL on this shop (`https://shop/media/x.png` or `/media/x.png` → `/media/x.png`), or null
 * for another site, a protocol-relative URL, or a URL with a query or fragment.
 */
export function sitePathOf(url: string, origin: string): string | null {
  if (url.startsWith('//') || url.startsWith('/\\')) return null
  let parsed: URL
  try {
    parsed = new URL(url, `${origin}/`)
  } catch {
    return null
  }
  if (parsed.origin !== new URL(origin).origin || parsed.search || parsed.hash) return null
  return parsed.pathname
}
