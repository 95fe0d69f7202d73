import { describe, expect, it, vi } from 'vitest'
import type { Db } from '../db/client'
import { logger } from '../logger'
import { startSweeper } from './sweeper'

const db = {} as Db
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('startSweeper', () => {
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
})
