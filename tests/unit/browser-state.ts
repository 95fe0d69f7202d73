/**
 * What a unit file may leave behind in its worker, put back after every file by the setup (tests/unit/setup.ts), so
 * the next file in a shared worker (`unit`, `unit-node`: `isolate: false`) starts as a fresh one would: stubbed
 * globals and environment variables (`vi.stubGlobal`, `vi.stubEnv`), fake timers, and with a DOM the page's storage
 * (localStorage, sessionStorage), its cookies and its address (`history.pushState`/`replaceState`: back to `/` of the
 * projects' start URL). What cannot be put back — a module mock, a module read afresh — is why a file still runs
 * isolated (vitest.config.ts, UNIT_STATEFUL).
 */
import { vi } from 'vitest'

export function resetBrowserState() {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  if (typeof window === 'undefined') return
  window.localStorage.clear()
  window.sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=', 1)[0]!.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
  // The projects' start URL is http://localhost:3000/ (vitest.config.ts); history cannot change the origin.
  window.history.replaceState(null, '', '/')
}
