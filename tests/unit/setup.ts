import { afterAll, afterEach, beforeAll } from 'vitest'
import { resetBrowserState } from './browser-state'
import { server } from './msw'

/**
 * The setup of both unit projects: `unit` (jsdom, components) and `unit-node` (no DOM). The msw server runs in
 * both; Testing Library and the browser stubs only where there is a DOM.
 */
const hasDom = typeof window !== 'undefined'
const testingLibrary = hasDom ? await import('@testing-library/react') : undefined

// findBy…/waitFor wait up to 5 s (default 1 s): lazy dialogs and Mantine screens render slowly on a busy CI machine.
testingLibrary?.configure({ asyncUtilTimeout: 5_000 })

// A request no handler answers is an error, never a trip to the network.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  testingLibrary?.cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())
// Registered before the file's own hooks, so it runs after them: the file's state is gone before the next file.
afterAll(resetBrowserState)

if (hasDom) {
  /** jsdom lacks a few browser APIs Mantine uses. */
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList
  }
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver
}
