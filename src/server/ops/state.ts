/**
 * How the operator CLI finds a running server: `ops-server.json` next to the PGlite folder (the data folder, e.g.
 * `.data/ops-server.json` for DATA_DIR=.data/pglite), readable by the server's user only, holding the server's pid,
 * port and a random secret drawn at each start. The ops endpoint accepts only loopback callers that send this
 * secret; PGlite allows one process per data folder, so while the server runs the CLI goes through it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { config } from '../../../app.config'

export interface OpsState {
  pid: number
  port: number
  secret: string
}

export const OPS_SECRET_HEADER = 'x-ops-secret'

/** The state file's path, or null when the database lives in memory. */
export function opsStatePath(dataDir = config().dataDir): string | null {
  if (dataDir.includes('://')) return null
  return join(dirname(resolve(dataDir)), 'ops-server.json')
}

/** Written by a server at start: a fresh secret, owner-only permissions. */
export function writeOpsState(port = config().port, path = opsStatePath()): OpsState | null {
  if (!path) return null
  const state: OpsState = { pid: process.pid, port, secret: randomBytes(32).toString('base64url') }
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, JSON.stringify(state), { mode: 0o600 })
  chmodSync(path, 0o600)
  return state
}

export function readOpsState(path = opsStatePath()): OpsState | null {
  if (!path) return null
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<OpsState>
    if (
      typeof parsed.pid !== 'number' ||
      typeof parsed.port !== 'number' ||
      typeof parsed.secret !== 'string' ||
      parsed.secret.length < 32
    )
      return null
    return { pid: parsed.pid, port: parsed.port, secret: parsed.secret }
  } catch {
    return null
  }
}

/** Whether `given` is this server's secret (constant time). */
export function isOpsSecret(given: string | null | undefined): boolean {
  const state = readOpsState()
  if (!state || !given || state.pid !== process.pid) return false
  const a = Buffer.from(given)
  const b = Buffer.from(state.secret)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(ip: string | null | undefined): boolean {
  if (!ip) return false
  const address = ip
    .trim()
    .toLowerCase()
    .replace(/^::ffff:/, '')
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address)
}
