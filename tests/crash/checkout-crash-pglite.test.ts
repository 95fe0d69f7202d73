/**
 * The crash gate on PGlite (tests/crash/support/crash-suite.ts): the built server killed with SIGKILL under
 * checkout load, restarted, and the database then held by SQL to every order it acknowledged. The other database's
 * gate is its own file, so that the two run side by side.
 *
 *   npx vite build && VITEST_SUITE=crash npx vitest run --project crash tests/crash/checkout-crash-pglite.test.ts
 */
import { crashSuite } from './support/crash-suite'

crashSuite('pglite')
