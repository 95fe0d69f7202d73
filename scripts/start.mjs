#!/usr/bin/env node
/**
 * `npm start`: build once if there is no build, then serve production SSR and the embedded API on PORT
 * (default 3000). Runs on the project's own Node 24 (npm puts node_modules/.bin first on PATH).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const serverEntry = 'dist/server/server.js'
const port = process.env.PORT || '3000'
const host = process.env.HOST || '0.0.0.0'

if (!existsSync(serverEntry) || process.argv.includes('--rebuild')) {
  console.log('No build found: building the shop (vite build)…')
  const started = Date.now()
  const build = spawnSync('vite', ['build'], { stdio: 'inherit', shell: process.platform === 'win32' })
  if (build.status !== 0) process.exit(build.status ?? 1)
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

const bootedAt = Date.now()
const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port, HOST: host, NODE_ENV: 'production' },
  shell: process.platform === 'win32',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

// Open (and on first start migrate and seed) the database right away instead of on the first visitor, and say
// "ready" only when the health check says the database answers: a server whose database is down is not ready.
const local = `http://127.0.0.1:${port}`
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
let reported = 'booting'
for (;;) {
  let state = 'booting'
  try {
    // The health check answers within its own 2 s (HEALTH_TIMEOUT_MS); longer means the server is busy (the first
    // seed holds its event loop for seconds), and a probe given up on then is logged by the server as an error.
    const response = await fetch(`${local}/api/health`, { signal: AbortSignal.timeout(30_000) })
    if (response.status === 200) {
      const after = ((Date.now() - bootedAt) / 1000).toFixed(1)
      console.log(
        `Shop ready at http://localhost:${port} (${after} s after start${reported === 'down' ? ', the database answers again' : ''})`,
      )
      break
    }
    const body = await response.json().catch(() => null)
    if (response.status !== 503) state = `HTTP ${response.status}`
    else state = body?.data?.database === 'starting' ? 'starting' : 'down'
  } catch {
    // not listening yet
  }
  if (state !== reported) {
    if (state === 'starting') console.log('Preparing the database (the first start migrates and seeds it)…')
    if (state === 'down') {
      console.error(
        'The database is unreachable (check DATABASE_URL and that PostgreSQL is running). The shop is not ready; retrying every 2 s…',
      )
    }
    if (state.startsWith('HTTP')) console.error(`The health check answers ${state}: the shop is not ready; retrying…`)
    reported = state
  }
  await sleep(state === 'booting' || state === 'starting' ? 200 : 2000)
}
