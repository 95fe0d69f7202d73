/**
 * The one toast helper (~/ui/toast) watched instead of shown: every test of the file starts with fresh spies on
 * `toast.success`, `toast.error` and `toast.info` (nothing reaches Mantine's notification store) and gets the real
 * helper back after it. A spy on the helper's object, not a module mock (`vi.mock('~/ui/toast')`): the file then
 * leaves nothing behind in its worker and shares the worker's module graph and jsdom (vitest.config.ts).
 * Returns the helper itself, so a test asserts `expect(toast.success).toHaveBeenCalledWith(…)`.
 */
import { afterEach, beforeEach, vi } from 'vitest'
import { toast } from '~/ui/toast'

export function watchToasts(): typeof toast {
  let spies: { mockRestore(): void }[] = []
  beforeEach(() => {
    spies = (['success', 'error', 'info'] as const).map((kind) => vi.spyOn(toast, kind).mockImplementation(() => ''))
  })
  afterEach(() => {
    for (const spy of spies) spy.mockRestore()
  })
  return toast
}
