import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Db } from '../db/client'
import { logger } from '../logger'
import { REPEAT_LOG_MS, startSweeper } from './sweeper'

const db = {} as Db
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('startSweeper', () => {
  afterEach(() => vi.restoreAllMocks())

  it('runs every interval, never two runs at once, and its stop waits for the run still going, then no run starts', async () => {
    let runs = 0
    let active = 0
    let most = 0
    let finish: () => void = () => {}
    const stop = startSweeper(async () => db, {
      name: 'test',
      intervalMs: 5,
      sweep: async () => {
        runs++
        most = Math.max(most, ++active)
        await new Promise<void>((resolve) => (finish = resolve))
        active--
      },
    })
    await tick(40)
    // One run is going; the ticks since found it running and started none.
    expect(runs).toBe(1)
    let stoppedAt: number | undefined
    const stopping = stop().then(() => (stoppedAt = active))
    await tick(10)
    expect(stoppedAt).toBeUndefined()
    finish()
    await stopping
    expect(stoppedAt).toBe(0)
    await tick(30)
    expect(runs).toBe(1)
    expect(most).toBe(1)
  })

  it('a run that fails is logged, and the next one runs', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {})
    let runs = 0
    const stop = startSweeper(async () => db, {
      name: 'failing',
      intervalMs: 5,
      sweep: async () => {
        runs++
        throw new Error('boom')
      },
    })
    await vi.waitFor(() => expect(runs).toBeGreaterThan(1), { timeout: 5000 })
    await stop()
    expect(logged).toHaveBeenCalledWith('failing sweep failed', expect.objectContaining({ message: 'boom' }))
    logged.mockRestore()
  })

  it('a failure that repeats is logged whole once, then a line a minute with its count; its end is said once', async () => {
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => {})
    const infos = vi.spyOn(logger, 'info').mockImplementation(() => {})
    let clock = 1_000_000
    vi.spyOn(Date, 'now').mockImplementation(() => clock)
    let runs = 0
    let down = true
    const stop = startSweeper(async () => db, {
      name: 'totals',
      intervalMs: 2,
      sweep: async () => {
        runs++
        if (down) throw new Error('connection refused')
      },
    })
    // Many failed runs within the minute: one log line, with the error itself.
    await vi.waitFor(() => expect(runs).toBeGreaterThan(10), { timeout: 5000 })
    expect(errors).toHaveBeenCalledTimes(1)
    expect(errors).toHaveBeenCalledWith(
      'totals sweep failed',
      expect.objectContaining({ message: 'connection refused' }),
    )
    // A minute on: one line with the count, then quiet again.
    clock += REPEAT_LOG_MS
    const before = runs
    await vi.waitFor(() => expect(runs).toBeGreaterThan(before + 5), { timeout: 5000 })
    expect(errors).toHaveBeenCalledTimes(2)
    expect(errors.mock.calls[1]![0]).toMatch(/^totals sweep still failing \(\d+ runs in a row\): connection refused$/)
    // Back: said once; a new failure after it is logged whole again.
    down = false
    await vi.waitFor(() => expect(infos).toHaveBeenCalledTimes(1), { timeout: 5000 })
    expect(infos.mock.calls[0]![0]).toMatch(/^totals sweep works again after \d+ failed runs$/)
    const ok = runs
    await vi.waitFor(() => expect(runs).toBeGreaterThan(ok + 3), { timeout: 5000 })
    expect(infos).toHaveBeenCalledTimes(1)
    down = true
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(3), { timeout: 5000 })
    expect(errors.mock.calls[2]![0]).toBe('totals sweep failed')
    await stop()
  })
})
