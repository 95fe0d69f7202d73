/**
 * The original client beside ours (issue 28): CRMEB's desktop web client (`ygs-code/et_pc_mall`, Nuxt 2 in universal
 * mode), built and served by the harness in ../shared/peer/et_pc_mall (or PEER_HARNESS), server-rendering against
 * our bench server's API. It pays for its own API calls, as it would in production.
 *
 * `source` is either a folder the harness has already built (it holds .nuxt/dist) or the client's git mirror
 * (fetched by the search tool's `fetch`), which is built into `outDir` once and reused on the next runs.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, openSync } from 'node:fs'
import { resolve } from 'node:path'

const sleep = (ms) => new Promise((done) => setTimeout(done, ms))
const built = (dir) => existsSync(`${dir}/.nuxt/dist/server/server.js`)

/** The harness folder: PEER_HARNESS, or the shared one beside the repository. */
function harness() {
  const dir = resolve(process.env.PEER_HARNESS ?? '../shared/peer/et_pc_mall')
  if (!existsSync(`${dir}/serve.sh`)) throw new Error(`no peer harness in ${dir} (set PEER_HARNESS)`)
  return dir
}

/** A built client folder for `source`: `source` itself when built, else `outDir`, built from the mirror if needed. */
function buildOf(source, outDir, log) {
  const from = resolve(source)
  if (built(from)) return from
  const to = resolve(outDir)
  if (built(to)) {
    log(`original client: reusing the build in ${outDir}`)
    return to
  }
  if (!existsSync(`${from}/HEAD`) && !existsSync(`${from}/.git`)) {
    throw new Error(`--peer ${source}: neither a built client (.nuxt/dist) nor a git mirror`)
  }
  log(`original client: building from ${source} into ${outDir} (about 2–3 minutes, once)`)
  const result = spawnSync('bash', [`${harness()}/build.sh`, from, to], { stdio: ['ignore', 'ignore', 'inherit'] })
  if (result.status !== 0 || !built(to)) throw new Error(`building the original client failed (exit ${result.status})`)
  return to
}

/**
 * Starts the original client on `port` against `api` (our server's base URL); resolves once it answers `/` with 200.
 * The log of `nuxt start` goes to .data/peer-server.log.
 */
export async function startPeer({ source, outDir = '.data/peer-build', port, api, log }) {
  const dir = buildOf(source, outDir, log)
  const child = spawn('bash', [`${harness()}/serve.sh`, dir, String(port), api], {
    stdio: ['ignore', 'ignore', openSync('.data/peer-server.log', 'w')],
    detached: true,
  })
  const base = `http://127.0.0.1:${port}`
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the original client exited with code ${child.exitCode}`)
    try {
      const response = await fetch(`${base}/`)
      await response.arrayBuffer()
      if (response.status === 200) break
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error('the original client did not answer / within a minute')
    await sleep(250)
  }
  return {
    base,
    async stop() {
      if (child.exitCode !== null) return
      // serve.sh exec's node in its own process group: end the group.
      process.kill(-child.pid, 'SIGTERM')
      await new Promise((done) => child.once('exit', done))
    },
  }
}

/** The cookies @nuxtjs/auth reads to treat a visitor as signed in with `token` (the local strategy). */
export const peerSignedInCookie = (token) =>
  `auth.strategy=local; auth._token.local=${encodeURIComponent(`Bearer ${token}`)}`
