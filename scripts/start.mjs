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
const server = spawn('srvx', ['--prod', '-s', '../client', serverEntry, '--host', host, '--port', port], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
  shell: process.platform === 'win32',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

// Open (and on first start migrate and seed) the database right away instead of on the first visitor.
const local = `http://127.0.0.1:${port}`
for (let attempt = 0; attempt < 600; attempt++) {
  try {
    const response = await fetch(`${local}/api/front/product/category`)
    if (response.ok) {
      console.log(`Shop ready at http://localhost:${port} (${((Date.now() - bootedAt) / 1000).toFixed(1)} s after start)`)
      break
    }
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 200))
}
