// @database-sensitive: dialect: the migrations must build on PGlite what they build on PostgreSQL
/**
 * The migrations build what schema.ts declares (decision 33). Two empty databases on this suite's engine (PGlite or
 * PostgreSQL): one migrated by drizzle/ as the app does at start, one built straight from schema.ts with the SQL
 * drizzle-kit writes for it (a first migration from nothing). Their catalogues must be equal: tables, columns with
 * type, nullability and default, indexes (method, expressions, predicates), and primary key, unique, foreign key
 * and check constraints. Both are spelled by the same server, so a difference is a real one.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, type Db, openDatabase } from '~/server/db/client'
import * as schema from '~/server/db/schema'
import { createPostgresDatabase } from './support/postgres-databases'

const CATALOGUE = {
  tables: `select relname as line from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')`,
  columns: `select c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
      || case when a.attnotnull then ' not null' else '' end
      || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
      || case when a.attidentity::text <> '' then ' identity ' || a.attidentity::text else '' end
      || case when a.attgenerated::text <> '' then ' generated ' || a.attgenerated::text else '' end as line
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`,
  indexes: `select indexdef as line from pg_indexes where schemaname = 'public'`,
  // Not-null constraints (rows of their own since PostgreSQL 18) are the columns' nullability above.
  constraints: `select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as line
    from pg_constraint where connamespace = 'public'::regnamespace and contype <> 'n'`,
}
type Catalogue = Record<keyof typeof CATALOGUE, string[]>

async function lines(db: Db, query: string): Promise<string[]> {
  // Both drivers answer { rows }; the Db type (PgQueryResultHKT) leaves the result unknown.
  const { rows } = (await db.execute(sql.raw(query))) as unknown as { rows: Array<{ line: string }> }
  return rows.map((row) => row.line).sort()
}

async function catalogue(db: Db): Promise<Catalogue> {
  const entries = await Promise.all(
    Object.entries(CATALOGUE).map(async ([part, query]) => [part, await lines(db, query)]),
  )
  return Object.fromEntries(entries) as Catalogue
}

/**
 * What a table needs that schema.ts cannot declare, taken from the migrated database: extensions (pg_trgm for the
 * trigram index) and the public functions indexes call (shop_cjk_chars, migration 0004) or triggers run.
 */
async function prerequisites(db: Db): Promise<string[]> {
  const extensions = await lines(
    db,
    `select 'create extension if not exists "' || extname || '"' as line from pg_extension where extname <> 'plpgsql'`,
  )
  const functions = await lines(
    db,
    `select pg_get_functiondef(p.oid) as line from pg_proc p where p.pronamespace = 'public'::regnamespace
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
  )
  return [...extensions, ...functions]
}

const postgres = process.env.TEST_DATABASE === 'postgres'
const cleanups: Array<() => Promise<void> | void> = []
let migrated: DatabaseHandle
let fromSchema: DatabaseHandle
let statements: string[]

async function emptyDatabase(prefix: string, migrationsFolder?: string): Promise<DatabaseHandle> {
  if (!postgres) return openDatabase({ dataDir: 'memory://', migrationsFolder })
  const database = await createPostgresDatabase(prefix)
  cleanups.push(database.drop)
  return openDatabase({ url: database.url, migrationsFolder })
}

beforeAll(async () => {
  // The app's migrations, exactly as at start-up (no seed: only the structure counts).
  migrated = await emptyDatabase('schema_migrated')
  cleanups.unshift(() => migrated.close())

  // schema.ts through drizzle-kit: the SQL `drizzle-kit generate` would write for it into an empty folder.
  statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema))
  const noMigrations = mkdtempSync(join(tmpdir(), 'no-migrations-'))
  cleanups.push(() => rmSync(noMigrations, { recursive: true, force: true }))
  mkdirSync(join(noMigrations, 'meta'))
  writeFileSync(
    join(noMigrations, 'meta/_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }),
  )
  fromSchema = await emptyDatabase('schema_declared', noMigrations)
  cleanups.unshift(() => fromSchema.close())
  for (const statement of [...(await prerequisites(migrated.db)), ...statements])
    await fromSchema.db.execute(sql.raw(statement))
})

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup()
})

describe('an empty database migrated by drizzle/ has what schema.ts declares', () => {
  it('builds every table of schema.ts from its generated SQL (the comparison is not empty)', async () => {
    const declared = Object.values(schema).filter((value) => is(value, PgTable)).length
    expect(declared).toBeGreaterThanOrEqual(50)
    const built = await catalogue(fromSchema.db)
    expect(built.tables).toHaveLength(declared)
    expect(built.indexes.length).toBeGreaterThan(declared)
    expect(built.constraints.some((line) => line.includes('FOREIGN KEY'))).toBe(true)
    expect(built.constraints.some((line) => line.includes('CHECK'))).toBe(true)
  })

  it.each(Object.keys(CATALOGUE) as Array<keyof Catalogue>)('the same %s', async (part) => {
    const [fromMigrations, declared] = await Promise.all([catalogue(migrated.db), catalogue(fromSchema.db)])
    expect(fromMigrations[part]).toEqual(declared[part])
  })
})
