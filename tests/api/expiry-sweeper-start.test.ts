import { afterAll, describe, expect, it, vi } from 'vitest'
import { resetConfig } from '../../app.config'
import { createPostgresDatabase } from './support/postgres-databases'

const stopped = vi.hoisted(() => vi.fn(async () => {}))
const started = vi.hoisted(() => vi.fn(() => stopped))
vi.mock('~/server/orders/expire', async (importOriginal) => ({
  ...(await importOriginal<typeof import('~/server/orders/expire')>()),
  startOrderExpirySweeper: started,
}))

const couponSweeper = vi.hoisted(() => vi.fn(() => () => {}))
vi.mock('~/server/coupons/expiring', async (importOriginal) => ({
  ...(await importOriginal<typeof import('~/server/coupons/expiring')>()),
  startCouponExpiringSweeper: couponSweeper,
}))

const orphanSweeper = vi.hoisted(() => vi.fn(() => () => {}))
vi.mock('~/server/uploads/orphans', async (importOriginal) => ({
  ...(await importOriginal<typeof import('~/server/uploads/orphans')>()),
  startOrphanedUploadSweeper: orphanSweeper,
}))

const saved = { ...process.env }
let dropDatabase: (() => Promise<void>) | undefined
afterAll(async () => {
  process.env = saved
  resetConfig()
  await dropDatabase?.()
})

/**
 * The server's own database: on the PostgreSQL run a copy of the suite's migrated template (opening it checks the
 * migrations and starts the sweepers, as a fresh one would, without migrating a new PGlite: seconds of the run), on
 * PGlite a fresh one in memory.
 */
async function serverDatabase(): Promise<Record<string, string>> {
  if (process.env.TEST_DATABASE !== 'postgres') return { DATABASE_URL: '', DATA_DIR: 'memory://' }
  const database = await createPostgresDatabase('sweeper', { seeded: true })
  dropDatabase = database.drop
  return { DATABASE_URL: database.url }
}

// The database layer knows no handler (decision 11): the server's API registers the sweeper for the open database.
describe('the server on its own database', () => {
  it('starts the order-expiry sweeper once the database is open, on that database', async () => {
    Object.assign(process.env, { ...(await serverDatabase()), SEED_DEMO: 'false', NODE_ENV: 'production' })
    resetConfig()
    const { getApi } = await import('~/server/app')
    const { getDatabase } = await import('~/server/db/client')
    getApi()
    expect(started).not.toHaveBeenCalled()
    const handle = await getDatabase()
    expect(started).toHaveBeenCalledTimes(1)
    const [getDb] = started.mock.calls[0] as unknown as [() => Promise<unknown>]
    expect(await getDb()).toBe(handle.db)
    // The coupon-expiring notices sweep on the same database.
    expect(couponSweeper).toHaveBeenCalledTimes(1)
    const [getCouponDb] = couponSweeper.mock.calls[0] as unknown as [() => Promise<unknown>]
    expect(await getCouponDb()).toBe(handle.db)
    // And the orphaned-upload sweep (round two, finding 8).
    expect(orphanSweeper).toHaveBeenCalledTimes(1)
    const [getOrphanDb] = orphanSweeper.mock.calls[0] as unknown as [() => Promise<unknown>]
    expect(await getOrphanDb()).toBe(handle.db)
    getApi()
    expect(started).toHaveBeenCalledTimes(1)
    expect(couponSweeper).toHaveBeenCalledTimes(1)
    expect(orphanSweeper).toHaveBeenCalledTimes(1)
    // Closing the server's database stops what was started on it first: no sweep runs on a closed pool.
    expect(stopped).not.toHaveBeenCalled()
    await handle.close()
    expect(stopped).toHaveBeenCalledTimes(1)
    // Opens a database of its own (and migrates it on PGlite): slow on a busy machine.
  }, 90_000)
})
