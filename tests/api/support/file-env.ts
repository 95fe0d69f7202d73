/**
 * Setup of every API file (vitest.config.ts): a file may set the environment it tests (`process.env.UPLOAD_DIR = …`
 * at its top, or in a test) and leave it behind; this puts the environment back as it was before the file, and the
 * configuration is read afresh on both sides. So files that change only the environment can share a module graph
 * (the `api-postgres` and `api-pglite` projects) without one file's settings reaching the next.
 */
import { afterAll } from 'vitest'
import { resetConfig } from '../../../app.config'

const before = { ...process.env }
resetConfig()

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key]
  Object.assign(process.env, before)
  resetConfig()
})
