/**
 * IDOR gate: every owner-scoped route, called by another shopper and by a guest against shopper A's
 * objects, gives none of A's data and changes nothing of A's. Owner-scoped routes are found from the app itself
 * (a guest gets 401, or the handler reads the session user), so a new one fails here until it has a row in
 * tests/api/support/idor-rows.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetConfig } from '../../app.config'
import { createApi } from '~/server/app'
import { idorCast, type OwnerObjects, type Person } from './support/idor-owner'
import { type Attempt, IDOR_EXEMPT, IDOR_ROWS, type IdorRow } from './support/idor-rows'
import { useApiHarness } from './support/harness'

const uploadDir = mkdtempSync(path.join(tmpdir(), 'idor-test-'))
process.env.UPLOAD_DIR = uploadDir
resetConfig()

const api = useApiHarness()
const cast = idorCast(api)
let a: OwnerObjects
/** "METHOD /path" of every route a guest is refused with 401 (the session-required ones). */
const sessionRequired = new Set<string>()
/** "METHOD /path" of every owner-scoped route: session-required, or its handler reads the session user. */
const ownerScoped = new Set<string>()
let attempts = 0

/** Every route of the app once, with a handler's source joined (a route may have several handlers). */
function appRoutes(): Map<string, string> {
  const routes = new Map<string, string>()
  for (const route of createApi().routes) {
    if (route.method === 'ALL') continue
    const key = `${route.method} ${route.path}`
    routes.set(key, `${routes.get(key) ?? ''}\n${route.handler.toString()}`)
  }
  return routes
}

const dummyPath = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x')

beforeAll(async () => {
  a = await cast.owner()
  for (const [key, source] of appRoutes()) {
    const [method, pattern] = key.split(' ')
    const { body } = await cast.as(null, dummyPath(pattern), { method, ...(method === 'GET' ? {} : { json: {} }) })
    if (body.code === 401) sessionRequired.add(key)
    if (body.code === 401 || /\b(requireUser|optionalUser)\b/.test(source)) ownerScoped.add(key)
  }
}, 120_000)

afterAll(() => {
  const beyond = IDOR_ROWS.map((row) => row.route).filter((key) => !ownerScoped.has(key))
  console.info(
    `IDOR gate: ${IDOR_ROWS.length} rows over ${ownerScoped.size} owner-scoped routes (${sessionRequired.size} session-required), ` +
      `${attempts} attempts; rows beyond the discovered routes: ${beyond.join(', ') || 'none'}`,
  )
  delete process.env.UPLOAD_DIR
  resetConfig()
  rmSync(uploadDir, { recursive: true, force: true })
})

describe('coverage', () => {
  it('has a row (or a reasoned exemption) for every owner-scoped route the app serves', () => {
    expect(sessionRequired.size).toBeGreaterThan(40)
    const covered = new Set([...IDOR_ROWS.map((row) => row.route), ...Object.keys(IDOR_EXEMPT)])
    expect(
      [...ownerScoped].filter((key) => !covered.has(key)),
      'owner-scoped routes without an IDOR row',
    ).toEqual([])
  })

  it('has no row for a route the app does not serve, and one row per route', () => {
    const served = appRoutes()
    expect(
      IDOR_ROWS.map((row) => row.route).filter((key) => !served.has(key)),
      'rows for unknown routes',
    ).toEqual([])
    const keys = IDOR_ROWS.map((row) => row.route)
    expect(
      keys.filter((key, i) => keys.indexOf(key) !== i),
      'duplicate rows',
    ).toEqual([])
  })
})

async function attempt(who: Person | null, step: Attempt) {
  attempts++
  const method = step.method ?? 'GET'
  return cast.as(who, step.path, {
    method,
    ...(step.form ? { body: step.form() } : step.json !== undefined ? { json: step.json } : {}),
  })
}

/** The stranger's answer holds nothing of A's: refused, or a success without A's markers that looks empty. */
async function expectNothingOfOwners(row: IdorRow, who: Person | null, step: Attempt) {
  const label = `${who ? 'shopper B' : 'guest'}: ${step.method ?? 'GET'} ${step.path}`
  const { body, response } = await attempt(who, step)
  expect(response.status, label).toBeLessThan(500)
  if (step.file) {
    expect([401, 403, 404], `${label} answered HTTP ${response.status}`).toContain(response.status)
    return
  }
  expect(body.code, `${label}: ${body.message}`).not.toBe(500)
  if (!who && sessionRequired.has(row.route)) expect(body.code, `${label}: ${body.message}`).toBe(401)
  if (step.refused) expect(body.code, `${label} was not refused: ${body.message}`).not.toBe(200)
  if (body.code !== 200) return
  const text = JSON.stringify(body.data)
  for (const marker of a.markers)
    expect(text.includes(marker), `${label} shows A's "${marker}": ${text.slice(0, 300)}`).toBe(false)
  row.strangerSees?.(body.data as never, a)
}

describe.each(IDOR_ROWS.map((row) => [row.route, row] as const))('%s', (_route, row) => {
  it("gives another shopper and a guest nothing of A's and changes nothing of A's", async () => {
    const b = await cast.stranger('idor-b')
    const before = await cast.ownerChecksum(a)
    for (const step of row.attempts(a, b)) await expectNothingOfOwners(row, b, step)
    for (const step of row.attempts(a, null)) await expectNothingOfOwners(row, null, step)
    expect(await cast.ownerChecksum(a), "A's rows changed").toBe(before)

    for (const step of row.attempts(a, a).filter((s) => s.ownerGets)) {
      const { body, response } = await attempt(a, step)
      expect(response.status, `A: ${step.path}`).toBe(200)
      if (!step.file) expect(body.code, `A: ${step.path}: ${body.message}`).toBe(200)
    }
  })
})
