// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { LOW_VISION_STORAGE_KEY } from '~/ui/footer'
import { handleLoggedOut } from './session'

describe('logout and local storage', () => {
  afterEach(() => window.localStorage.clear())

  it('forgets the session data but keeps the device display settings (low-vision mode)', () => {
    window.localStorage.setItem(LOW_VISION_STORAGE_KEY, 'true')
    window.localStorage.setItem('recentSearches', '["lamp"]')
    handleLoggedOut(new QueryClient())
    expect(window.localStorage.getItem(LOW_VISION_STORAGE_KEY)).toBe('true')
    expect(window.localStorage.getItem('recentSearches')).toBeNull()
    expect(window.localStorage.length).toBe(1)
  })

  it('keeps nothing that was not set', () => {
    window.localStorage.setItem('recentSearches', '["lamp"]')
    handleLoggedOut(new QueryClient())
    expect(window.localStorage.length).toBe(0)
  })
})
