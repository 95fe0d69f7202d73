/**
 * The about-us info (docs/spec.md §3.33 (#spec-3-33), decision 50): P1 sends the intro in the reader's language, the
 * video the seed encoded and its poster; the video is served as video/webm in byte ranges (206, Accept-Ranges, 416);
 * the operator replaces it (`about video`, checked by content and size, stored as a public upload that is served in
 * ranges too) and clears it (the page keeps the poster).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { resetConfig } from '../../app.config'
import type { HomeIndex } from '~/contract'
import { commandOf } from '../../scripts/ops'
import { ABOUT_VIDEO_MAX_BYTES } from '~/server/home/ops'
import { runOpsCommand } from '~/server/ops/commands'
import { ORIGIN, useApiHarness } from './support/harness'

const work = mkdtempSync(path.join(tmpdir(), 'about-us-test-'))
process.env.UPLOAD_DIR = path.join(work, 'uploads')
resetConfig()

const api = useApiHarness()

afterAll(() => {
  delete process.env.UPLOAD_DIR
  resetConfig()
  rmSync(work, { recursive: true, force: true })
})

const homeIndex = async (locale = 'en') =>
  (await api.get<HomeIndex>('/api/pc/home/index', { headers: { cookie: `locale=${locale}` } })).body.data

/** GET a media URL of P1 through the gateway, as the browser's video element would. */
const fetchMedia = (url: string, headers: Record<string, string> = {}) =>
  api.call(url.slice(ORIGIN.length), { headers })

describe('about-us info', () => {
  it('P1 sends the intro in the reader’s language, the seeded video and its poster', async () => {
    const en = await homeIndex()
    expect(en.intro).toMatch(/^Crossborder Market is a marketplace/)
    expect(en.pcBackVideo).toBe(`${ORIGIN}/media/seed/site/about.webm`)
    expect(en.pcBackPoster).toBe(`${ORIGIN}/media/seed/site/about-poster.svg`)
    const ru = await homeIndex('ru')
    expect(ru.intro).toMatch(/^Crossborder Market — маркетплейс/)
    expect(ru.pcBackVideo).toBe(en.pcBackVideo)
    expect((await homeIndex('th')).intro).toMatch(/[\u0E00-\u0E7F]/)
  })

  it('serves the seeded video as a small WebM, whole or in byte ranges', async () => {
    const { pcBackVideo } = await homeIndex()
    const whole = (await fetchMedia(pcBackVideo)).response
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('video/webm')
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    const bytes = new Uint8Array(await whole.arrayBuffer())
    // An EBML header whose document type is WebM, well under a megabyte.
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3])
    expect(Buffer.from(bytes.subarray(0, 64)).toString('latin1')).toContain('webm')
    expect(bytes.length).toBeGreaterThan(20_000)
    expect(bytes.length).toBeLessThan(500_000)

    // Safari's first question, then a seek into the middle, then the tail.
    const first = (await fetchMedia(pcBackVideo, { range: 'bytes=0-1' })).response
    expect(first.status).toBe(206)
    expect(first.headers.get('content-range')).toBe(`bytes 0-1/${bytes.length}`)
    expect(first.headers.get('content-length')).toBe('2')
    expect([...new Uint8Array(await first.arrayBuffer())]).toEqual([0x1a, 0x45])
    const middle = (await fetchMedia(pcBackVideo, { range: 'bytes=1000-' })).response
    expect(middle.status).toBe(206)
    expect(middle.headers.get('content-range')).toBe(`bytes 1000-${bytes.length - 1}/${bytes.length}`)
    expect(new Uint8Array(await middle.arrayBuffer())).toEqual(bytes.subarray(1000))
    const tail = (await fetchMedia(pcBackVideo, { range: 'bytes=-10' })).response
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 10))

    const past = (await fetchMedia(pcBackVideo, { range: `bytes=${bytes.length}-` })).response
    expect(past.status).toBe(416)
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`)
    // A range for another version of the file (If-Range) gets the whole current one.
    const stale = (await fetchMedia(pcBackVideo, { range: 'bytes=0-1', 'if-range': '"old"' })).response
    expect(stale.status).toBe(200)
    expect(Number(stale.headers.get('content-length') ?? (await stale.arrayBuffer()).byteLength)).toBe(bytes.length)
  })

  it('lets the operator replace the video (checked by content and size) and clear it', async () => {
    const db = api.handle.db
    const seeded = await homeIndex()
    const video = new Uint8Array(await (await fetchMedia(seeded.pcBackVideo)).response.arrayBuffer())
    const videoFile = path.join(work, 'new.webm')
    writeFileSync(videoFile, video)
    const poster = path.join(work, 'poster.png')
    const sharp = (await import('sharp')).default
    writeFileSync(
      poster,
      await sharp({ create: { width: 64, height: 36, channels: 3, background: '#2446b8' } })
        .png()
        .toBuffer(),
    )

    // The CLI's words become the command the server runs.
    expect(commandOf(['about', 'video', videoFile, '--poster', poster])).toEqual({
      command: 'about-video',
      file: videoFile,
      poster,
    })
    await runOpsCommand(db, { command: 'about-video', file: videoFile, poster })
    const replaced = await homeIndex('fr')
    expect(replaced.pcBackVideo).toMatch(new RegExp(`^${ORIGIN}/media/uploads/\\d{4}/\\d{2}/[\\w-]+\\.webm$`))
    expect(replaced.pcBackPoster).toMatch(/\/media\/uploads\/.+\.png$/)
    expect(replaced.intro).toMatch(/^Crossborder Market est une place de marché/)

    // The upload is public and served in ranges too, as a guest's video element asks.
    const part = (await fetchMedia(replaced.pcBackVideo, { range: 'bytes=4-99' })).response
    expect(part.status).toBe(206)
    expect(part.headers.get('content-type')).toBe('video/webm')
    expect(part.headers.get('accept-ranges')).toBe('bytes')
    expect(part.headers.get('content-range')).toBe(`bytes 4-99/${video.length}`)
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(video.subarray(4, 100))
    const whole = (await fetchMedia(replaced.pcBackVideo)).response
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-length')).toBe(String(video.length))
    expect((await fetchMedia(replaced.pcBackVideo, { range: 'bytes=99999999-' })).response.status).toBe(416)

    // Refused: a picture passed as the video, a file that is too large, a missing file. Nothing changes.
    await expect(runOpsCommand(db, { command: 'about-video', file: poster })).rejects.toThrow(
      'the video must be a WebM or MP4 file',
    )
    const large = path.join(work, 'large.webm')
    writeFileSync(large, new Uint8Array(ABOUT_VIDEO_MAX_BYTES + 1))
    await expect(runOpsCommand(db, { command: 'about-video', file: large })).rejects.toThrow('at most 8 MB')
    await expect(runOpsCommand(db, { command: 'about-video', file: path.join(work, 'missing.mp4') })).rejects.toThrow(
      'does not exist',
    )
    expect((await homeIndex()).pcBackVideo).toBe(replaced.pcBackVideo)

    // Cleared: no video, the poster stays for the page.
    expect(commandOf(['about', 'clear-video'])).toEqual({ command: 'about-video-clear' })
    expect(await runOpsCommand(db, { command: 'about-video-clear' })).toMatchObject({ pcBackVideo: '' })
    const cleared = await homeIndex()
    expect(cleared.pcBackVideo).toBe('')
    expect(cleared.pcBackPoster).toBe(replaced.pcBackPoster)
  })
})
