/**
 * PGlite's statements prepared once (decision 119). PGlite's own `query` sends each statement as an unnamed one in
 * six separate calls into the engine (parse, describe, bind, describe, execute, sync), so PostgreSQL parses and plans
 * it again every time: on the shopper's pages planning cost more than running (the order list's statement planned in
 * about four times its run). Here a statement is parsed and described once per text, as a named prepared statement,
 * and each run is one call of bind, execute and sync; PostgreSQL keeps its plan as it does for a prepared statement on
 * a server (custom plans first, then one generic plan when it is no worse).
 */
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite'

/** PGlite's protocol helpers, given by the caller that loaded PGlite (the PostgreSQL path never loads it). */
type Protocol = Pick<typeof import('@electric-sql/pglite'), 'parse' | 'protocol'>

/** What a statement's description gives: its name, its parameters' types and its row description. */
interface Statement {
  name: string
  paramTypes: number[]
  described: unknown[]
}

/** Distinct statement texts kept prepared; past this many all are dropped and prepared again as they come. */
const MAX_STATEMENTS = 2000

/** PostgreSQL's answer when a table a prepared statement reads has changed shape (a migration after it was prepared). */
const CHANGED_RESULT = 'cached plan must not change result type'

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

interface Engine {
  _checkReady(): Promise<void>
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>
  serializers: Record<number, (value: unknown) => string>
  parsers: Record<number, (value: string, typeId?: number) => unknown>
}

/**
 * Replaces `client.query` (the method Drizzle's PGlite driver calls outside transactions) by the prepared path. A
 * query with a blob (COPY) or its own parameter types takes PGlite's own path.
 */
export function prepareStatementsOnce(client: PGlite, { parse, protocol }: Protocol): void {
  const { serialize } = protocol
  const engine = client as unknown as Engine
  const own = client.query.bind(client)
  let statements = new Map<string, Statement>()
  let prepared = 0

  async function describe(text: string): Promise<Statement> {
    if (statements.size >= MAX_STATEMENTS) {
      await client.execProtocol(serialize.query('deallocate all'), { syncToFs: false })
      statements = new Map()
    }
    const name = `s${(prepared += 1)}`
    const messages = []
    try {
      messages.push(...(await client.execProtocol(serialize.parse({ name, text }), { syncToFs: false })).messages)
      messages.push(
        ...(await client.execProtocol(serialize.describe({ type: 'S', name }), { syncToFs: false })).messages,
      )
    } finally {
      messages.push(...(await client.execProtocol(serialize.sync(), { syncToFs: false })).messages)
    }
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      described: messages.filter((m) => m.name === 'rowDescription'),
    }
    statements.set(text, statement)
    return statement
  }

  async function run<T>(statement: Statement, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null
      const type = statement.paramTypes[i]
      const serializer = options?.serializers?.[type] ?? engine.serializers[type]
      return serializer ? serializer(value) : String(value)
    })
    const { messages } = await client.execProtocol(
      concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    )
    await client.syncToFs()
    return parse.parseResults([...statement.described, ...messages] as never, engine.parsers, options)[0] as Results<T>
  }

  client.query = async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
    if (options?.blob || options?.paramTypes) return own<T>(text, params, options)
    await engine._checkReady()
    return engine._runExclusiveTransaction(() =>
      engine._runExclusiveQuery(async () => {
        const statement = statements.get(text) ?? (await describe(text))
        try {
          return await run<T>(statement, params, options)
        } catch (error) {
          if (!(error instanceof Error) || !error.message.includes(CHANGED_RESULT)) throw error
          statements.delete(text)
          return run<T>(await describe(text), params, options)
        }
      }),
    )
  } as PGlite['query']
}
