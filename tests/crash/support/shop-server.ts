/**
 * The built server (`dist/server/server.js` served by scripts/serve.mjs, as `npm start` and the e2e run it),
 * started as a child of the test so it can be killed with SIGKILL: no shutdown hook, no flush, what an OOM kill
 * or a crash does.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { SHORT_LIVED_WASM } from '../../support/short-lived-wasm'

const ROOT = resolve(import.meta.dirname, '../../..')
const SERVE = 'scripts/serve.mjs'
const ENTRY = 'dist/server/server.js'
const READY_PATH = '/api/front/product/category'

export interface ServerEnv {
  /** PGlite folder (empty with DATABASE_URL). */
  DATA_DIR: string
  DATABASE_URL: string
  UPLOAD_DIR: string
}

export class ShopServer {
  private child: ChildProcess | undefined
  private exited: Promise<void> = Promise.resolve()
  private stderr = ''

  /**
   * `logFile` collects everything the server writes to stderr, across restarts (kept for a failure's story);
   * `overrides` win over the defaults below (a test of the real rate limits sets RATE_LIMIT_SCALE=1).
   */
  constructor(
    readonly port: number,
    private readonly env: ServerEnv,
    private readonly logFile?: string,
    private readonly overrides: Record<string, string> = {},
  ) {
    if (!existsSync(resolve(ROOT, ENTRY))) throw new Error(`${ENTRY} is missing: run \`npx vite build\` first`)
  }

  get origin() {
    return `http://127.0.0.1:${this.port}`
  }

  get pid() {
    return this.child?.pid
  }

  /** Starts the server and resolves once it answers an API call; returns the milliseconds that took. */
  async start(): Promise<number> {
    if (this.child) throw new Error('the server is already running')
    const started = performance.now()
    // serve.mjs loads the app in its own process (no fork): this pid is the one holding the database.
    const child = spawn(process.execPath, [...SHORT_LIVED_WASM, SERVE], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...this.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_SCALE: '1000',
        API_BASE_URL: '',
        PUBLIC_URL: this.origin,
        ...this.overrides,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    this.child = child
    this.stderr = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4000)
      if (this.logFile) appendFileSync(this.logFile, chunk)
    })
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()))
    const deadline = Date.now() + 90_000
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        this.child = undefined
        throw new Error(`the server exited during start-up (${child.exitCode ?? child.signalCode}):\n${this.stderr}`)
      }
      try {
        const response = await fetch(`${this.origin}${READY_PATH}`, { signal: AbortSignal.timeout(5_000) })
        const body = (await response.json()) as { code?: number }
        // Alive too: an answer from another process on this port would not count.
        if (response.status === 200 && body.code === 200 && child.exitCode === null) return performance.now() - started
      } catch {
        // Not listening yet, or the database is still opening.
      }
      await sleep(100)
    }
    await this.kill9()
    throw new Error(`the server did not answer within 90 s:\n${this.stderr}`)
  }

  /**
   * SIGKILL to the server and every process below it (none is expected; the check keeps the test honest if serving
   * ever starts forking). Resolves once the server is gone; returns the pids killed.
   */
  async kill9(): Promise<number[]> {
    const child = this.child
    if (!child?.pid) return []
    const pids = [child.pid, ...descendants(child.pid)]
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // Already gone.
      }
    }
    await this.exited
    this.child = undefined
    return pids
  }

  /** A clean stop (SIGTERM closes the database); SIGKILL after 15 s. */
  async stop(): Promise<void> {
    const child = this.child
    if (!child) return
    child.kill('SIGTERM')
    const timedOut = await Promise.race([this.exited.then(() => false), sleep(15_000).then(() => true)])
    if (timedOut) await this.kill9()
    this.child = undefined
  }

  /** The last lines the server wrote to stderr (for failure messages). */
  get log() {
    return this.stderr
  }
}

function descendants(pid: number): number[] {
  const found: number[] = []
  let tasks: string[] = []
  try {
    tasks = readdirSync(`/proc/${pid}/task`)
  } catch {
    return found
  }
  for (const task of tasks) {
    let children = ''
    try {
      children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
    } catch {
      continue
    }
    for (const child of children.split(/\s+/).filter(Boolean).map(Number)) found.push(child, ...descendants(child))
  }
  return found
}
