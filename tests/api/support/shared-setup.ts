/**
 * One database set-up for the two projects of a database (`api-postgres` and `api-postgres-isolated`, `api-pglite`
 * and `api-pglite-isolated`, vitest.config.ts). Vitest runs each project's global setup, one after the other, before
 * any test file starts, and loads the setup file anew for each project: without this, a run started two PostgreSQL
 * servers and seeded two templates and two PGlite data folders while both workers waited. The first project to ask
 * starts it; the set-up is kept on `globalThis` (the one main process both load their copy of the setup file into)
 * and stopped when the last project that uses it tears down.
 */
interface Started<T> {
  value: T
  /** Settles when the set-up is done, when it answers before that (databases-setup.ts). */
  ready?: Promise<void>
  stop: () => void | Promise<void>
}

interface Entry {
  ready: Promise<Started<unknown>>
  users: number
}

const registry: Map<string, Entry> = ((globalThis as { __shopTestSetups?: Map<string, Entry> }).__shopTestSetups ??=
  new Map())

/** `start()`'s value, started once for every project that asks by `key`; `release` stops it after the last one. */
export async function sharedSetup<T>(
  key: string,
  start: () => Promise<Started<T>>,
): Promise<{ value: T; ready: Promise<void>; release: () => Promise<void> }> {
  let entry = registry.get(key)
  if (!entry) registry.set(key, (entry = { ready: start(), users: 0 }))
  entry.users++
  const { value, ready, stop } = (await entry.ready) as Started<T>
  const owned = entry
  return {
    value,
    ready: ready ?? Promise.resolve(),
    release: async () => {
      if (--owned.users > 0) return
      registry.delete(key)
      await stop()
    },
  }
}
