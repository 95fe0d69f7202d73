/**
 * Seeds one database from nothing in a process of its own (started by postgres-server.ts and seeded-pglite.ts, the
 * run's global set-up): `--url <PostgreSQL URL>` migrates and seeds that database, `--dump <file>` migrates and seeds a
 * PGlite in memory and writes its data folder there as a tarball, taken at a checkpoint (decision 125).
 *
 * Run by plain Node with type stripping, as `npm run db:seed` is, so the seed's WebAssembly and its JavaScript keep
 * off vitest's main thread: the two seeds run side by side on the two cores, and the unit files the run starts
 * meanwhile get their modules from vitest without waiting behind a seed's statements (decision 132).
 */
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { openDatabase } from '../../../src/server/db/client.ts'

const { values } = parseArgs({ options: { url: { type: 'string' }, dump: { type: 'string' } } })

if (values.url) {
  const handle = await openDatabase({ url: values.url, seed: true })
  await handle.close()
} else if (values.dump) {
  const handle = await openDatabase({ dataDir: 'memory://', seed: true })
  writeFileSync(values.dump, Buffer.from(await (await handle.dump!()).arrayBuffer()))
  await handle.close()
} else {
  console.error('Usage: node tests/api/support/seed-database.ts --url <postgres url> | --dump <file>')
  process.exit(2)
}
