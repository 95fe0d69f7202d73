/**
 * `npm run ops`: the operator CLI (scripts/ops.ts) started from a bundle of it (scripts/bundled.mjs, decision 113).
 * The first start after a change to the code makes the bundle (about 2 s of CPU); later starts load it.
 */
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { bundled } from './bundled.mjs'

if (existsSync('.env')) process.loadEnvFile('.env')
process.env.LOG_LEVEL ??= 'warn'
const { main } = await import(pathToFileURL(await bundled('scripts/ops.ts')).href)
process.exitCode = await main(process.argv.slice(2))
