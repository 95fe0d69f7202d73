/** Reading and writing the few non-secret cookies the page owns (locale). The token cookie is HttpOnly. */
export function readDocumentCookie(name: string): string | null {
  if (typeof document === 'undefined') return null
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim())
  }
  return null
}

export function writeDocumentCookie(name: string, value: string, maxAgeSeconds = 365 * 24 * 3600) {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`
}
