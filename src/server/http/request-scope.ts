/**
 * One request to the server (src/server.ts wraps each in `withRequestScope`): a page render makes a dozen in-process
 * API calls within it, and what they all read the same way is read once per request (decision 55): the catalogue's
 * changes and the primary's WAL position (page-cache/catalogue-version.ts) and the session's user for GET calls
 * (http/context.ts). Only this request's scope holds the answer, never the process: nothing of one shopper outlives
 * their request or reaches another's. A timer set during a request runs in its scope (AsyncLocalStorage follows it):
 * long-lived work (the sweepers, the chat poller and stream checks) reads the database directly, never through here.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { PgTransaction } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../db/client'
import { readSetting, type SettingKey, type SiteSettings } from '../db/settings'

const requestScope = new AsyncLocalStorage<Map<string, Promise<unknown>>>()

/** Runs `handle` as one request: its calls of `oncePerRequest` with one key share one answer. */
export function withRequestScope<T>(handle: () => T): T {
  return requestScope.run(new Map(), handle)
}

/** Whether this runs within a request of the server (not in a test's direct call or the operator CLI). */
export const inRequest = () => requestScope.getStore() !== undefined

/**
 * The request's answer for `key`, made by `read` on the first call. A failed read is not kept: the next call of the
 * request tries again. Outside a request scope (tests, the operator CLI) every call reads afresh.
 */
export function oncePerRequest<T>(key: string, read: () => Promise<T>): Promise<T> {
  const scope = requestScope.getStore()
  if (!scope) return read()
  const kept = scope.get(key) as Promise<T> | undefined
  if (kept) return kept
  // `then` makes a real promise of it: a query builder is a thenable that runs its statement on every await.
  const pending = read().then((answer) => answer)
  scope.set(key, pending)
  pending.catch(() => {
    if (scope.get(key) === pending) scope.delete(key)
  })
  return pending
}

/**
 * `oncePerRequest` for a read on `db`, keyed by exactly what it reads (`key` names the statement and every input):
 * a transaction's reads are its own (they see its writes and take its locks), never shared.
 */
export function readOncePerRequest<T>(db: object, key: string, read: () => Promise<T>): Promise<T> {
  return db instanceof PgTransaction ? read() : oncePerRequest(key, read)
}

/** A site setting as this request first read it: a page's calls (checkout's load, the pay methods) read it once. */
export function requestSetting<K extends SettingKey>(db: DbOrTx, key: K): Promise<SiteSettings[K] | undefined> {
  return readOncePerRequest(db, `setting ${key}`, () => readSetting(db, key))
}
