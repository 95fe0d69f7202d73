/**
 * Runs seed-database.ts in a Node process of its own (the global set-up's seeds: postgres-server.ts,
 * seeded-pglite.ts) and settles when it ends: rejects with the end of its output when it fails.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const SCRIPT = fileURLToPath(new URL('./seed-database.ts', import.meta.url))

export function seedInChild(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--experimental-strip-types', '--no-warnings', SCRIPT, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', reject)
    child.on('close', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`seed-database.ts ${args[0]} ended with ${code ?? signal}:\n${output}`)),
    )
  })
}
