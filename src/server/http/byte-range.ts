/**
 * Byte ranges of served files (RFC 9110 §14): a browser asks for a video in parts (`Range: bytes=0-`, then the part it
 * seeks to), and Safari plays none that is not answered 206 with `Content-Range`. One range per request; several
 * (`bytes=0-1,5-9`) or a malformed header get the whole file, as the RFC allows. Both media handlers use it.
 */

/** Inclusive byte positions of one range of a file. */
export interface ByteRange {
  start: number
  end: number
}

/**
 * The range a request asks of a file of `size` bytes: null for the whole file (no or unusable `Range`, or an
 * `If-Range` that is not the file's current tag), `'unsatisfiable'` when the range starts past the end (answer 416).
 */
export function requestedRange(
  request: { header(name: string): string | undefined },
  size: number,
  etag: string,
): ByteRange | 'unsatisfiable' | null {
  const header = request.header('range')
  if (!header) return null
  const ifRange = request.header('if-range')
  if (ifRange !== undefined && ifRange !== etag) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return null
  if (match[1] === '') {
    // A suffix: the last N bytes.
    const length = Number(match[2])
    if (length === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  if (match[2] !== '' && Number(match[2]) < start) return null
  if (start >= size) return 'unsatisfiable'
  return { start, end }
}

/** The headers of a 206 answer for `range` of a file of `size` bytes. */
export const partialHeaders = (range: ByteRange, size: number): Record<string, string> => ({
  'content-range': `bytes ${range.start}-${range.end}/${size}`,
  'content-length': String(range.end - range.start + 1),
})

/** The headers of a 416 answer: the size the range missed. */
export const unsatisfiableHeaders = (size: number): Record<string, string> => ({ 'content-range': `bytes */${size}` })
