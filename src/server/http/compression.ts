/**
 * Gzip for the server's own answers (decision 32): pages, API JSON and SVG pictures leave compressed when the browser
 * accepts it (every browser does), a third to a sixth of their size. Static files are compressed at build time
 * (scripts/vite-precompress.ts) and served by scripts/serve.mjs; a proxy or CDN in front leaves an encoded answer alone.
 * - `gzipResponse` compresses a rendered answer as it streams (`gzipStream`): each burst of chunks is flushed, so a
 *   page streamed in parts reaches the browser part by part.
 * The guest page cache's own compression (a page compressed once, a fresh nonce framed in per answer) is
 * page-cache/spliced-gzip.ts.
 */
import { constants, createGzip } from 'node:zlib'

/** Whether the request accepts gzip (`Accept-Encoding: gzip`, not `gzip;q=0`). */
export function acceptsGzip(request: Request): boolean {
  const header = request.headers.get('accept-encoding')
  if (!header) return false
  // RFC 9110 §12.5.3: a coding named explicitly takes its own weight; `*` speaks only for codings not named.
  let gzip: number | undefined
  let any: number | undefined
  for (const part of header.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    const name = coding.trim()
    if (name === 'gzip') gzip = Math.max(gzip ?? 0, Number.isFinite(weight) ? weight : 0)
    else if (name === '*') any = Number.isFinite(weight) ? weight : 0
  }
  return (gzip ?? any ?? 0) > 0
}

const COMPRESSIBLE = /^(text\/html|application\/json|image\/svg\+xml)\b/

/** `Vary` with `Accept-Encoding` added once. */
function varyWithEncoding(headers: Headers) {
  const vary = headers.get('vary')
  if (!vary) headers.set('vary', 'Accept-Encoding')
  else if (!/accept-encoding/i.test(vary)) headers.set('vary', `${vary}, Accept-Encoding`)
}

/**
 * The answer gzipped as it streams, when the request accepts gzip and the answer is a page, JSON or SVG not yet encoded
 * (and not marked `no-transform`).
 */
export function gzipResponse(request: Request, response: Response): Response {
  const headers = response.headers
  if (
    !response.body ||
    request.method === 'HEAD' ||
    headers.has('content-encoding') ||
    /\bno-transform\b/.test(headers.get('cache-control') ?? '') ||
    !COMPRESSIBLE.test(headers.get('content-type') ?? '') ||
    !acceptsGzip(request)
  ) {
    return response
  }
  const next = new Headers(headers)
  next.set('content-encoding', 'gzip')
  next.delete('content-length')
  varyWithEncoding(next)
  return new Response(response.body.pipeThrough(gzipStream()), {
    status: response.status,
    statusText: response.statusText,
    headers: next,
  })
}

/**
 * Gzip as a TransformStream. What arrives within one turn of the event loop is compressed together and flushed, so a
 * page streamed in parts (suspense boundaries resolving later) still leaves part by part, without a zlib call and a
 * flush for each of the many small chunks a render writes.
 */
export function gzipStream(): TransformStream<Uint8Array, Uint8Array> {
  // Level 5, not zlib's default 6: a rendered page costs about a fifth less CPU for a few tenths of a percent more
  // bytes (decision 104).
  const gzip = createGzip({ level: 5 })
  let batch: Uint8Array[] = []
  let scheduled = false
  let written: Promise<void> = Promise.resolve()
  const writeAndFlush = (input: Uint8Array) =>
    new Promise<void>((resolve) => {
      gzip.write(input)
      gzip.flush(constants.Z_SYNC_FLUSH, () => resolve())
    })
  const take = () => {
    scheduled = false
    const input = batch.length === 1 ? batch[0] : Buffer.concat(batch)
    batch = []
    return input
  }
  // `cancel` (the reader went away) is in the Streams standard and in Node, not yet in TypeScript's DOM types.
  const transformer: Transformer<Uint8Array, Uint8Array> & { cancel: () => void } = {
    start(controller) {
      gzip.on('data', (chunk: Buffer) => {
        try {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
        } catch {
          // The reader is gone (the browser closed the connection mid-page): stop compressing, never throw here.
          gzip.destroy()
        }
      })
      gzip.on('error', (error) => {
        try {
          controller.error(error)
        } catch {
          // Already closed or errored.
        }
      })
    },
    transform(chunk) {
      batch.push(chunk)
      if (scheduled) return
      scheduled = true
      setImmediate(() => {
        if (!scheduled) return
        const input = take()
        written = written.then(() => writeAndFlush(input))
      })
    },
    cancel() {
      gzip.destroy()
    },
    async flush() {
      const rest = scheduled ? take() : new Uint8Array(0)
      await written
      await new Promise<void>((resolve) => {
        gzip.once('end', resolve)
        gzip.end(rest)
      })
    },
  }
  return new TransformStream(transformer)
}
