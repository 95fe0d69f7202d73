/**
 * Gzip for the server's own answers (decision 32): pages, API JSON and SVG pictures leave compressed when the browser
 * accepts it (every browser does), a third to a sixth of their size. Static files are compressed at build time
 * (scripts/vite-precompress.ts) and served by scripts/serve.mjs; a proxy or CDN in front leaves an encoded answer alone.
 * - `gzipResponse` compresses a rendered answer as it streams (`gzipStream`): each burst of chunks is flushed, so a
 *   page streamed in parts reaches the browser part by part.
 * - `splicedGzip` serves a cached page whose CSP nonce changes per answer without compressing it again: the parts
 *   around the nonce are compressed once (guest-page-cache.ts) and each answer only frames a fresh nonce between them
 *   as stored deflate blocks, with the gzip checksum computed over the result.
 */
import { constants, crc32, createGzip, deflateRawSync, gzipSync } from 'node:zlib'

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
  const gzip = createGzip({ level: 6 })
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

/** A text cut at its variable parts, each part compressed once, ready to be framed around new values. */
export interface SplicedGzip {
  /** Each part as a raw deflate stream that ends on a byte boundary and is not final, one after another. */
  deflated: PartBlock
  /** Each part's UTF-8 bytes (for the checksum), one after another. */
  raw: PartBlock
  /** The length in bytes of the values the parts were compressed for. */
  valueBytes: number
  /** The memory the parts hold: two buffers of their own, exactly as long as their parts. */
  heldBytes: number
}

/**
 * Parts kept in one buffer of their own with their end offsets. A part made by zlib or `Buffer.from` is a view of a
 * larger block (zlib's 16 KB output chunk, the 8 KB pool) that it keeps alive, and each view is an object of its
 * own: kept for minutes, the 150 parts of a page held 13 times their length.
 */
interface PartBlock {
  block: Buffer
  ends: number[]
}

function partBlock(parts: Buffer[]): PartBlock {
  const block = Buffer.allocUnsafeSlow(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  const ends = parts.map((part) => (offset += part.copy(block, offset)))
  return { block, ends }
}

/** The parts of a block, as views made for one answer. */
const partsOf = ({ block, ends }: PartBlock) => ends.map((end, index) => block.subarray(index === 0 ? 0 : ends[index - 1], end))

/** Deflate's window: how far back a match may reach. */
const WINDOW = 32 * 1024

/**
 * Compresses each part as it will follow what comes before it: with the preceding 32 KB of the text as deflate's
 * preset dictionary, so a part may refer back across the value to the parts before (a page cut at ~100 nonces compresses
 * as well as whole). The value's place in that history holds NUL bytes: no part contains a NUL, so no match can
 * cover one, and whatever value is framed there later, every reference copies the same bytes. A part that does hold
 * a NUL is compressed on its own.
 */
export function prepareSplicedGzip(parts: string[], valueBytes: number): SplicedGzip {
  const raw = parts.map((part) => Buffer.from(part, 'utf8'))
  const placeholder = Buffer.alloc(valueBytes)
  let history = Buffer.alloc(0)
  const deflated = raw.map((bytes, index) => {
    if (index > 0) history = Buffer.concat([history, placeholder]).subarray(-WINDOW)
    const dictionary = index > 0 && !bytes.includes(0) && history.length > 0 ? history : undefined
    const part = deflateRawSync(bytes, {
      level: 9,
      finishFlush: constants.Z_SYNC_FLUSH,
      ...(dictionary ? { dictionary } : {}),
    })
    history = Buffer.concat([history, bytes]).subarray(-WINDOW)
    return part
  })
  const rawBlock = partBlock(raw)
  const deflatedBlock = partBlock(deflated)
  return { deflated: deflatedBlock, raw: rawBlock, valueBytes, heldBytes: rawBlock.block.byteLength + deflatedBlock.block.byteLength }
}

/** The bytes of `parts.join(value)`, uncompressed. */
export function spliced(prepared: SplicedGzip, value: string): Uint8Array<ArrayBuffer> {
  const valueBytes = Buffer.from(value, 'utf8')
  return Buffer.concat(partsOf(prepared.raw).flatMap((part, index) => (index === 0 ? [part] : [valueBytes, part]))) as Uint8Array<ArrayBuffer>
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
/** A final, empty stored block: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])

/** `bytes` as one non-final stored deflate block (the stream is on a byte boundary before it). */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5)
  header[0] = 0x00
  header.writeUInt16LE(bytes.length, 1)
  header.writeUInt16LE(~bytes.length & 0xffff, 3)
  return Buffer.concat([header, bytes])
}

/**
 * The gzip bytes of `parts.join(value)`, built from the parts compressed once: the value goes between them as a stored
 * block. A value of another length than the parts were prepared for is compressed whole.
 */
export function splicedGzip(prepared: SplicedGzip, value: string): Uint8Array<ArrayBuffer> {
  const valueBytes = Buffer.from(value, 'utf8')
  if (valueBytes.length !== prepared.valueBytes || valueBytes.length > 0xffff) {
    return gzipSync(spliced(prepared, value)) as Uint8Array<ArrayBuffer>
  }
  const between = storedBlock(valueBytes)
  const chunks: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let size = 0
  const raw = partsOf(prepared.raw)
  partsOf(prepared.deflated).forEach((deflated, index) => {
    if (index > 0) {
      chunks.push(between)
      crc = crc32(valueBytes, crc)
      size += valueBytes.length
    }
    chunks.push(deflated)
    crc = crc32(raw[index], crc)
    size += raw[index].length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size % 2 ** 32, 4)
  chunks.push(FINAL_BLOCK, trailer)
  return Buffer.concat(chunks) as Uint8Array<ArrayBuffer>
}
