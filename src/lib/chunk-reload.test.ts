// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadForChunkError } from './chunk-reload'

describe('chunk reload guard', () => {
  it('recognises chunk load failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true)
    expect(isChunkLoadError(new Error('boom'))).toBe(false)
  })

  it('reloads at most once per minute', () => {
    const reload = vi.fn()
    const storage = window.sessionStorage
    storage.clear()
    expect(reloadForChunkError(1_000_000, storage, reload)).toBe(true)
    expect(reloadForChunkError(1_000_000 + CHUNK_RELOAD_GUARD_MS - 1, storage, reload)).toBe(false)
    expect(reloadForChunkError(1_000_000 + CHUNK_RELOAD_GUARD_MS, storage, reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
