/**
 * `npm test`'s first batch (scripts/test-all.mjs): the seeded databases of the unit + API step made beside the static
 * checks, one process a database (`tsx tests/api/support/seed-databases.ts pglite|postgres`), instead of one after
 * the other in that step's global set-up while both its workers wait (issue 25). The PGlite tarball goes to
 * SEEDED_PGLITE_DUMP, the PostgreSQL cluster with its seeded template to SEEDED_POSTGRES_DIR; the step's global
 * set-ups (seeded-pglite.ts, postgres-server.ts) then start from them, as the crash gate already does.
 */
import { startPostgresServer } from './postgres-server'
import { seededPglite } from './seeded-pglite'

const database = process.argv[2]
const kept = database === 'pglite' ? process.env.SEEDED_PGLITE_DUMP : process.env.SEEDED_POSTGRES_DIR
if (!kept || (database !== 'pglite' && database !== 'postgres')) {
  console.error(
    'usage: SEEDED_PGLITE_DUMP=… or SEEDED_POSTGRES_DIR=… tsx tests/api/support/seed-databases.ts pglite|postgres',
  )
  process.exit(2)
}
const started = performance.now()
const { stop } = await (database === 'pglite' ? seededPglite() : startPostgresServer())
await stop()
const cpu = process.cpuUsage()
console.log(
  `${database} seeded in ${((performance.now() - started) / 1000).toFixed(1)} s (this process's CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s)`,
)
