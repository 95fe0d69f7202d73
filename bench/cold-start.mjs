#!/usr/bin/env node
/**
 * Cold start of the built server: time from spawn to listening, to the first API answer, and to the first SSR
 * page, for a fresh PGlite folder (migrate + seed) and for an existing one. Needs `npm run build` first.
 * Usage: node bench/cold-start.mjs
 */
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'

const port = 4391
const dataDir = '.data/bench-cold/pglite'

async function waitFor(url, started) {
  for (;;) {
    try {
      const response = await fetch(url)
      if (response.ok) return Date.now() - started
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 25))
  }
}

async function run(label) {
  const started = Date.now()
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: 'ignore',
  })
  const listening = await waitFor(`http://127.0.0.1:${port}/favicon.svg`, started)
  const api = await waitFor(`http://127.0.0.1:${port}/api/front/product/category`, started)
  const ssrStart = Date.now()
  await waitFor(`http://127.0.0.1:${port}/`, ssrStart)
  const ssr = Date.now() - started
  const warm = Date.now()
  await fetch(`http://127.0.0.1:${port}/`)
  const warmSsr = Date.now() - warm
  server.kill('SIGTERM')
  await new Promise((r) => server.on('exit', r))
  console.log(
    `${label}: listening ${listening} ms · first API ${api} ms · first SSR page ${ssr} ms · warm SSR ${warmSsr} ms`,
  )
}

rmSync('.data/bench-cold', { recursive: true, force: true })
await run('fresh database (migrate + seed)')
await run('existing database')
rmSync('.data/bench-cold', { recursive: true, force: true })
