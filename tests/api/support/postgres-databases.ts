/**
 * Databases on the embedded PostgreSQL server that tests/api/support/postgres-server.ts starts for a run (the API
 * suites and the crash gate): a file's own database, empty or copied from the migrated, seeded template.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'

/** The migrated, seeded PostgreSQL template (made once by postgres-server.ts); no connection may stay open on it. */
export const SEEDED_TEMPLATE = 'shop_seeded_template'

/** A fresh database on the suite's embedded PostgreSQL (tests/api/support/postgres-server.ts), and how to drop it. */
export async function createPostgresDatabase(
  prefix: string,
  options: { seeded?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('postgresAdminUrl')
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  // The seeded template (about 70 MB) copied file by file: the default strategy (WAL_LOG) writes every block through
  // the WAL, 0.4–0.5 s of the server's CPU a copy against 0.07–0.13 s (decision 117). Its two checkpoints cost nothing
  // with fsync off (postgres-server.ts).
  await admin.query(
    options.seeded
      ? `create database ${name} template ${SEEDED_TEMPLATE} strategy file_copy`
      : `create database ${name}`,
  )
  await admin.end()
  return {
    url: adminUrl.replace(/\/postgres$/, `/${name}`),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}
