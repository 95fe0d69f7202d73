/**
 * The server modules the in-process benches drive, as one module graph: each `tsImport` call loads its own copy of
 * every module it reaches, so a database opened by one copy and an API made by another would not share Drizzle's
 * classes nor the prepared statements built once per database (decision 90). Import this file once.
 */
export { openDatabase } from '../../src/server/db/client'
export { createApi } from '../../src/server/app'
export { createSession } from '../../src/server/auth/sessions'
export { startProductTotalsSweeper } from '../../src/server/orders/product-totals'
export { runOpsCommand } from '../../src/server/ops/commands'
