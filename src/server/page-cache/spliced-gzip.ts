/**
 * The guest page cache's nonce-splicing compression (decision 32): a cached page whose CSP nonce changes per answer is
 * served gzipped without compressing it again. The parts around the nonce are compressed once when the page is stored
 * and each answer only frames a fresh nonce between them as stored deflate blocks, with the gzip checksum computed over
 * the result. `GUEST_PAGE_GZIP=off` stores the parts uncompressed only (`prepareSpliced(parts, bytes, false)`); the
 * server's streaming gzip (http/compression.ts) then compresses each cached answer as it does a rendered one.
 */
import { constants, crc32, deflateRawSync, gzipSync } from 'node:zlib'

/** A text cut at its variable parts, each part compressed once, ready to be framed around new values. */
export interface SplicedGzip {
  /**
   * Each part as a raw deflate stream that ends on a byte boundary and is not final, one after another; null when the
   * parts were kept uncompressed only (the switch is off).
   */
  deflated: PartBlock | null
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
const partsOf = ({ block, ends }: PartBlock) =>
  ends.map((end, index) => block.subarray(index === 0 ? 0 : ends[index - 1], end))

/** Deflate's window: how far back a match may reach. */
const WINDOW = 32 * 1024

/**
 * Compresses each part as it will follow what comes before it: with the preceding 32 KB of the text as deflate's
 * preset dictionary, so a part may refer back across the value to the parts before (a page cut at ~100 nonces compresses
 * as well as whole). The value's place in that history holds NUL bytes: no part contains a NUL, so no match can
 * cover one, and whatever value is framed there later, every reference copies the same bytes. A part that does hold
 * a NUL is compressed on its own.
 */
export function prepareSplicedGzip(parts: string[], valueBytes: number, gzip = true): SplicedGzip {
  const raw = parts.map((part) => Buffer.from(part, 'utf8'))
  if (!gzip) {
    const rawOnly = partBlock(raw)
    return { deflated: null, raw: rawOnly, valueBytes, heldBytes: rawOnly.block.byteLength }
  }
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
  return {
    deflated: deflatedBlock,
    raw: rawBlock,
    valueBytes,
    heldBytes: rawBlock.block.byteLength + deflatedBlock.block.byteLength,
  }
}

/** The bytes of `parts.join(value)`, uncompressed. */
export function spliced(prepared: SplicedGzip, value: string): Uint8Array<ArrayBuffer> {
  const valueBytes = Buffer.from(value, 'utf8')
  return Buffer.concat(
    partsOf(prepared.raw).flatMap((part, index) => (index === 0 ? [part] : [valueBytes, part])),
  ) as Uint8Array<ArrayBuffer>
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
  if (!prepared.deflated || valueBytes.length !== prepared.valueBytes || valueBytes.length > 0xffff) {
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
