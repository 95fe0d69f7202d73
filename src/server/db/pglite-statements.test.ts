import { PGlite, parse, protocol } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareStatementsOnce } from './pglite-statements'

/** One PGlite with the statements prepared once, and its own `query` kept aside to compare with. */
let prepared: PGlite
let own: { query: PGlite['query'] }
const table = `create table items (id int primary key, name text not null, price numeric(10, 2), tags text[],
  meta jsonb, made_at timestamptz)`
const rows = `insert into items values (1, 'lamp', 12.50, '{a,b}', '{"k": 1}', '2026-01-02T03:04:05Z'),
  (2, 'desk', null, null, null, null)`

beforeAll(async () => {
  prepared = await PGlite.create()
  await prepared.exec(`${table}; ${rows}`)
  own = { query: prepared.query.bind(prepared) }
  prepareStatementsOnce(prepared, { parse, protocol })
}, 240_000)
afterAll(async () => {
  await prepared?.close()
})

const statementsNamed = async (db: { query: PGlite['query'] }, text: string) =>
  (await db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement = $1', [text]))
    .rows[0].n

describe('PGlite statements prepared once', () => {
  const select = 'select * from items where id = any($1::int[]) and (made_at is null or made_at < $2) order by id'

  it('answers what PGlite answers: rows, fields and parsed values, in both row modes', async () => {
    const params = [[1, 2], new Date('2027-01-01T00:00:00Z')]
    for (const rowMode of ['object', 'array'] as const) {
      const mine = await prepared.query(select, params, { rowMode })
      const theirs = await own.query(select, params, { rowMode })
      expect(mine.rows).toEqual(theirs.rows)
      expect(mine.fields).toEqual(theirs.fields)
    }
    expect((await prepared.query<{ name: string }>(select, params)).rows.map((r) => r.name)).toEqual(['lamp', 'desk'])
  })

  it("applies a caller's own parsers over PGlite's, the same object again and again, as PGlite's path does", async () => {
    // Drizzle's way: one parsers object for every statement, timestamps kept as text; the rest (numeric, text[],
    // jsonb) parsed by PGlite's own table, which the caller's parsers do not name.
    const asText = (value: string) => value
    const parsers = { 1184: asText, 1114: asText }
    for (let run = 0; run < 2; run++) {
      for (const rowMode of ['object', 'array'] as const) {
        const mine = await prepared.query(select, [[1, 2], new Date('2027-01-01T00:00:00Z')], { rowMode, parsers })
        const theirs = await own.query(select, [[1, 2], new Date('2027-01-01T00:00:00Z')], { rowMode, parsers })
        expect(mine.rows).toEqual(theirs.rows)
      }
    }
    const [lamp] = (
      await prepared.query<{ made_at: unknown; tags: unknown; meta: unknown }>(select, [[1], new Date()], { parsers })
    ).rows
    expect(lamp).toMatchObject({ made_at: '2026-01-02 03:04:05+00', tags: ['a', 'b'], meta: { k: 1 } })
    // Without them, the same statement parses the timestamp as PGlite does.
    const [again] = (await prepared.query<{ made_at: unknown }>(select, [[1], new Date()])).rows
    expect(again.made_at).toEqual(new Date('2026-01-02T03:04:05Z'))
  })

  it('prepares a text once and runs it again with other values', async () => {
    const text = 'select name from items where id = $1'
    expect((await prepared.query<{ name: string }>(text, [1])).rows).toEqual([{ name: 'lamp' }])
    expect((await prepared.query<{ name: string }>(text, [2])).rows).toEqual([{ name: 'desk' }])
    expect(await statementsNamed(prepared, text)).toBe(1)
    // PGlite's own path leaves nothing prepared.
    const unnamed = 'select id from items where name = $1'
    await own.query(unnamed, ['lamp'])
    expect(await statementsNamed(own, unnamed)).toBe(0)
  })

  it('reports a failed statement with its code and answers the next one', async () => {
    const insert = 'insert into items (id, name) values ($1, $2) returning id'
    expect((await prepared.query(insert, [3, 'chair'])).rows).toEqual([{ id: 3 }])
    await expect(prepared.query(insert, [3, 'chair again'])).rejects.toMatchObject({ code: '23505' })
    await expect(prepared.query('select nothing from nowhere')).rejects.toMatchObject({ code: '42P01' })
    expect((await prepared.query(insert, [4, 'stool'])).affectedRows).toBe(1)
  })

  it('prepares a statement again when its table changed shape', async () => {
    const text = 'select * from items where id = $1'
    expect(Object.keys((await prepared.query<object>(text, [1])).rows[0])).not.toContain('colour')
    await prepared.exec(`alter table items add column colour text default 'red'`)
    expect((await prepared.query<{ colour: string }>(text, [1])).rows[0].colour).toBe('red')
  })

  it('leaves transactions to PGlite: a rolled-back write is gone', async () => {
    await expect(
      prepared.transaction(async (tx) => {
        await tx.query('insert into items (id, name) values ($1, $2)', [9, 'gone'])
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect((await prepared.query('select id from items where id = $1', [9])).rows).toEqual([])
  })
})
