import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { aboutVideo, aboutVideoCacheKey, aboutVideoInputs, type AboutVideoInputs } from './about-video'

const cacheDir = mkdtempSync(join(tmpdir(), 'about-video-test-'))
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }))

describe('the about-us video cache', () => {
  it('is keyed by every input of the encoding: a changed frame, setting, library or code gets a new key', async () => {
    const inputs = await aboutVideoInputs()
    const key = aboutVideoCacheKey(inputs)
    expect(key).toMatch(/^[0-9a-f]{32}$/)
    expect(aboutVideoCacheKey(structuredClone(inputs))).toBe(key)
    const changed: AboutVideoInputs[] = [
      {
        ...inputs,
        frames: inputs.frames.map((svg, i) => (i === 40 ? svg.replace('opacity=".94"', 'opacity=".9"') : svg)),
      },
      { ...inputs, posterPixels: '0'.repeat(64) },
      { ...inputs, video: { ...inputs.video, fps: 24 } as never },
      { ...inputs, encoder: { ...inputs.encoder, bitRate: 320_000 } as never },
      { ...inputs, versions: { ...inputs.versions, libav: '6.10.9.1' } },
      { ...inputs, versions: { ...inputs.versions, rsvg: '2.64.0' } },
      { ...inputs, code: [...inputs.code.slice(0, -1), `${inputs.code.at(-1)}\n`] },
    ]
    for (const other of changed) expect(aboutVideoCacheKey(other)).not.toBe(key)
  })

  it('encodes once, then reads the very same bytes from the cache', { timeout: 120_000 }, async () => {
    const fresh = await aboutVideo({ cacheDir })
    expect(fresh.cached).toBe(false)
    // A WebM file (EBML header), stored whole under its key: no temporary file is left behind.
    expect([...fresh.bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3])
    const file = `${aboutVideoCacheKey(await aboutVideoInputs())}.webm`
    expect(readdirSync(cacheDir)).toEqual([file])
    expect(new Uint8Array(readFileSync(join(cacheDir, file)))).toEqual(fresh.bytes)

    const again = await aboutVideo({ cacheDir })
    expect(again.cached).toBe(true)
    expect(Buffer.compare(again.bytes, fresh.bytes)).toBe(0)
  })
})
