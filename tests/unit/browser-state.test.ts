// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { resetBrowserState } from './browser-state'

/**
 * The reset the setup runs after every unit file (tests/unit/setup.ts): what one file leaves in the page and the
 * globals is gone before the next file of a shared worker (vitest.config.ts, `isolate: false`, decision 133).
 */
describe('the state a file leaves behind', () => {
  it('is put back: storage, cookies, the address, stubbed globals and fake timers', () => {
    const realSetTimeout = globalThis.setTimeout
    const realFetch = globalThis.fetch
    window.localStorage.setItem('lowVision', 'true')
    window.sessionStorage.setItem('inviteCode', 'INV42')
    document.cookie = 'cart=3; path=/'
    document.cookie = 'lang=th'
    window.history.pushState(null, '', '/users/order_list?tab=2#top')
    vi.stubGlobal('fetch', () => Promise.reject(new Error('stubbed')))
    vi.useFakeTimers()
    expect(globalThis.setTimeout).not.toBe(realSetTimeout)

    resetBrowserState()

    expect(window.localStorage.length).toBe(0)
    expect(window.sessionStorage.length).toBe(0)
    expect(document.cookie).toBe('')
    expect(window.location.href).toBe('http://localhost:3000/')
    expect(globalThis.fetch).toBe(realFetch)
    expect(globalThis.setTimeout).toBe(realSetTimeout)
  })
})
