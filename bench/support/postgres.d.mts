/** Types of postgres.mjs for the tests that start their own PostgreSQL (tests/api/read-replica.test.ts). */
export interface StartedPostgres {
  dir: string
  port: number
  flags: string[]
  urlOf(database: string): string
  createDatabase(name: string): Promise<string>
  ensureDatabase(name: string): Promise<string>
  stop(): Promise<void>
}
export function startPostgres(options: {
  port: number
  dir?: string
  settings?: Record<string, string | number>
  initdbFlags?: string[]
}): Promise<StartedPostgres>
export function startReplica(
  primary: StartedPostgres,
  options: { port: number; slot?: string },
): Promise<{ dir: string; port: number; urlOf(database: string): string; stop(): Promise<void> }>
