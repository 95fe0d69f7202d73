/**
 * The about-us page's background film (docs/spec.md §3.33 (#spec-3-33), decision 50), made at seed time and never
 * committed: a few seconds of the shop's pictograms drifting past on its blue, around its logo, in a seamless loop.
 * Silent and wordless (the page writes the intro over it in the reader's language). Each frame is an SVG drawn by
 * sharp, turned into YUV 4:2:0 here and encoded to VP8 in WebM by libav.js (libvpx and the WebM muxer compiled to
 * WebAssembly, installed from the npm registry alone). The first frame is also the poster, as the same SVG.
 * Deterministic: the same frames give the same bytes, so two fresh seeds are identical.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { glyphs, type GlyphName } from './glyphs.ts'
import { hsl, linearGradient, svgOpen } from './svg.ts'

/** Where the seed stores the video and its poster in the `media` table (served under /media/). */
export const ABOUT_VIDEO_KEY = 'seed/site/about.webm'
export const ABOUT_POSTER_KEY = 'seed/site/about-poster.svg'

export const ABOUT_VIDEO = { width: 640, height: 360, fps: 20, seconds: 4 } as const

const HUE = 215
/** libavformat's AVFMT_FLAG_BITEXACT. */
const AVFMT_FLAG_BITEXACT = 0x0400
const TILE = 84
const GAP = 28
const STEP = TILE + GAP
/** Two rows of product pictograms: the top row drifts left, the bottom one right, one row length per loop. */
const ROWS: { y: number; direction: 1 | -1; glyphs: GlyphName[] }[] = [
  { y: 34, direction: -1, glyphs: ['phone', 'headphones', 'laptop', 'watch', 'lamp', 'speaker', 'drill'] },
  { y: 242, direction: 1, glyphs: ['dress', 'shoe', 'blocks', 'mug', 'backpack', 'camera', 'earbuds'] },
]

function tile(x: number, y: number, glyph: GlyphName, hue: number): string {
  return (
    `<g transform="translate(${x.toFixed(2)} ${y})">` +
    `<rect width="${TILE}" height="${TILE}" rx="18" fill="#fff" opacity=".94"/>` +
    `<g transform="translate(10 10) scale(${(TILE - 20) / 100})">${glyphs[glyph](hsl(hue, 62, 46), hsl(hue + 40, 70, 88))}</g>` +
    `</g>`
  )
}

/** Frame `i` of the loop as SVG (frame 0 is the poster). Every motion has the loop's period, so the last frame meets the first. */
export function aboutFrameSvg(i: number): string {
  const { width, height, fps, seconds } = ABOUT_VIDEO
  const phase = i / (fps * seconds)
  let rows = ''
  ROWS.forEach((row, r) => {
    const span = row.glyphs.length * STEP
    // One row length per loop: a tile ends where its neighbour began.
    const shift = (row.direction * phase * span + span) % span
    const n = row.glyphs.length
    for (let k = -n; k <= n; k++) {
      const x = k * STEP + shift - STEP / 2
      if (x > -TILE && x < width) {
        const glyph = row.glyphs[(k + n) % n]
        rows += tile(x, row.y, glyph, HUE + r * 120 + ((k + n) % n) * 24)
      }
    }
  })
  // The logo mark breathes once per loop.
  const scale = 1 + 0.06 * Math.sin(phase * Math.PI * 2)
  const glow = 0.22 + 0.12 * Math.sin(phase * Math.PI * 2)
  return (
    svgOpen(width, height) +
    `<defs>${linearGradient('bg', hsl(HUE, 64, 24), hsl(HUE + 20, 70, 44), 20)}` +
    `${linearGradient('mark', hsl(HUE, 70, 52), hsl(HUE + 30, 75, 38), 60)}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    rows +
    `<circle cx="${width / 2}" cy="${height / 2}" r="64" fill="#fff" opacity="${glow.toFixed(3)}"/>` +
    `<g transform="translate(${width / 2} ${height / 2}) scale(${scale.toFixed(4)})">` +
    `<rect x="-44" y="-44" width="88" height="88" rx="20" fill="url(#mark)" stroke="#fff" stroke-width="3"/>` +
    `<text y="13" font-family="Helvetica,Arial,sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">CM</text>` +
    `</g></svg>`
  )
}

/** BT.601 limited-range YUV 4:2:0 of packed RGB, in one buffer (Y, then U, then V), chroma averaged over 2×2. */
function yuv420(rgb: Uint8Array, width: number, height: number): Uint8Array {
  const lumaSize = width * height
  const out = new Uint8Array((lumaSize * 3) / 2)
  const chromaWidth = width / 2
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3
      out[y * width + x] = (16 + (65.738 * rgb[o] + 129.057 * rgb[o + 1] + 25.064 * rgb[o + 2]) / 256) | 0
    }
  }
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      let r = 0
      let g = 0
      let b = 0
      for (const o of [
        (y * width + x) * 3,
        (y * width + x + 1) * 3,
        ((y + 1) * width + x) * 3,
        ((y + 1) * width + x + 1) * 3,
      ]) {
        r += rgb[o]
        g += rgb[o + 1]
        b += rgb[o + 2]
      }
      const q = (y / 2) * chromaWidth + x / 2
      out[lumaSize + q] = (128 + (-37.945 * r - 74.494 * g + 112.439 * b) / 1024) | 0
      out[lumaSize + lumaSize / 4 + q] = (128 + (112.439 * r - 94.154 * g - 18.285 * b) / 1024) | 0
    }
  }
  return out
}

/** What libvpx is told besides the picture format and size: part of the cache key (`aboutVideoCacheKey`). */
const ENCODER = {
  codec: 'libvpx',
  // One key frame: the loop restarts at it.
  gopSize: ABOUT_VIDEO.fps * ABOUT_VIDEO.seconds,
  // 600 kbit/s: at 320 the tiles' edges smear into blocks while they move.
  bitRate: 600_000,
  // Real-time speed on one thread: many times faster than `good` on these flat pictures, for 10–20% more bytes.
  options: { deadline: 'realtime', 'cpu-used': '8', threads: '1' },
  formatFlags: AVFMT_FLAG_BITEXACT,
} as const

const loadEncoder = () =>
  Promise.all([import('sharp').then((m) => m.default), import('@libav.js/variant-webm-vp9').then((m) => m.default)])

/**
 * The loop as a VP8 WebM file, about 300 KB: about 2.7 s of CPU (1.4 s of it drawing the frames), measured on a busy
 * 2-core machine; libav.js and sharp are loaded on the first call. VP8, not VP9: half the encoding time for 2% more
 * bytes on these flat pictures (decision 50). The seed takes it through `aboutVideo`, which encodes once per machine.
 */
async function encodeAboutVideo(): Promise<Uint8Array> {
  const { width, height, fps, seconds } = ABOUT_VIDEO
  const count = fps * seconds
  const [sharp, LibAV] = await loadEncoder()
  const libav = await LibAV.LibAV({ noworker: true })
  try {
    await libav.av_log_set_level(libav.AV_LOG_ERROR)
    const [, codec, frame, packet] = await libav.ff_init_encoder(ENCODER.codec, {
      ctx: {
        pix_fmt: libav.AV_PIX_FMT_YUV420P,
        width,
        height,
        framerate_num: fps,
        framerate_den: 1,
        gop_size: ENCODER.gopSize,
        bit_rate: ENCODER.bitRate,
      },
      time_base: [1, fps],
      options: { ...ENCODER.options },
    })
    const [format, , io] = await libav.ff_init_muxer({ filename: 'about.webm', open: true }, [[codec, 1, fps]])
    // Bit-exact: no random track id or muxing date, so the same frames give the same file.
    await libav.AVFormatContext_flags_s(format, (await libav.AVFormatContext_flags(format)) | ENCODER.formatFlags)
    await libav.avformat_write_header(format, 0)
    const layout = [
      { offset: 0, stride: width },
      { offset: width * height, stride: width / 2 },
      { offset: (width * height * 5) / 4, stride: width / 2 },
    ]
    const packets = []
    for (let i = 0; i < count; i++) {
      const rgb = await sharp(Buffer.from(aboutFrameSvg(i)))
        .removeAlpha()
        .raw()
        .toBuffer()
      const data = yuv420(rgb, width, height)
      const input = { data, layout, format: libav.AV_PIX_FMT_YUV420P, width, height, pts: i }
      packets.push(...(await libav.ff_encode_multi(codec, frame, packet, [input], i === count - 1)))
    }
    await libav.ff_write_multi(format, packet, packets)
    await libav.av_write_trailer(format)
    await libav.ff_free_muxer(format, io)
    await libav.ff_free_encoder(codec, frame, packet)
    return await libav.readFile('about.webm')
  } finally {
    libav.terminate()
  }
}

/**
 * What the video's bytes depend on, for the cache key: the frames as drawn (their SVG, and the poster's pixels as
 * this machine's sharp and fonts render its logo text), the size and encoder settings, the versions of libav.js and
 * sharp (with its librsvg and libvips), and the code that turns pictures into the file.
 */
export interface AboutVideoInputs {
  frames: string[]
  posterPixels: string
  video: typeof ABOUT_VIDEO
  encoder: typeof ENCODER
  versions: Record<string, string | undefined>
  code: string[]
}

export async function aboutVideoInputs(): Promise<AboutVideoInputs> {
  const { fps, seconds } = ABOUT_VIDEO
  const frames = Array.from({ length: fps * seconds }, (_, i) => aboutFrameSvg(i))
  const [sharp, LibAV] = await loadEncoder()
  const poster = await sharp(Buffer.from(frames[0])).removeAlpha().raw().toBuffer()
  return {
    frames,
    posterPixels: createHash('sha256').update(poster).digest('hex'),
    video: ABOUT_VIDEO,
    encoder: ENCODER,
    // libav.js's build version is on the module, untyped.
    versions: { libav: (LibAV as unknown as { VER: string }).VER, ...sharp.versions },
    code: [yuv420, encodeAboutVideo].map(String),
  }
}

/** The cache file's name: a hash of everything the bytes depend on. */
export function aboutVideoCacheKey(inputs: AboutVideoInputs): string {
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 32)
}

/** node_modules/.cache (gone with a fresh `npm ci`) when the process runs from the project, else the OS's temp folder. */
function defaultCacheDir(): string {
  return existsSync('node_modules')
    ? resolve('node_modules/.cache/about-video')
    : join(tmpdir(), 'crossborder-about-video')
}

/**
 * The about-us video for the seed, encoded once per machine: every fresh database (a test's own, each e2e shop, the
 * crash gate's servers) otherwise paid the 2.7 s of CPU again. The file is kept under a hash of its inputs
 * (`aboutVideoCacheKey`), so a change of frame, setting, library or code encodes anew; it is written to a temporary
 * name and renamed, so seeds running side by side read a whole file or none. A cache that cannot be written (a
 * read-only disk) only costs the encoding. `cacheDir: null` always encodes.
 */
export async function aboutVideo(
  options: { cacheDir?: string | null } = {},
): Promise<{ bytes: Uint8Array; cached: boolean }> {
  const cacheDir = options.cacheDir === undefined ? defaultCacheDir() : options.cacheDir
  if (cacheDir === null) return { bytes: await encodeAboutVideo(), cached: false }
  const file = join(cacheDir, `${aboutVideoCacheKey(await aboutVideoInputs())}.webm`)
  if (existsSync(file)) return { bytes: new Uint8Array(readFileSync(file)), cached: true }
  const bytes = await encodeAboutVideo()
  const partial = `${file}.${process.pid}.${Date.now()}.partial`
  try {
    mkdirSync(cacheDir, { recursive: true })
    writeFileSync(partial, bytes)
    renameSync(partial, file)
  } catch {
    rmSync(partial, { force: true })
  }
  return { bytes, cached: false }
}
