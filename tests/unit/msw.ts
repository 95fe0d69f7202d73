import { setupServer } from 'msw/node'

/**
 * The one mock API of the unit suite. tests/unit/setup.ts starts it for every file and drops each test's handlers
 * after it; a file installs its default handlers with `beforeEach(() => server.use(...))`, and a test overrides
 * them with its own `server.use(...)` (the newest handler wins).
 */
export const server = setupServer()
