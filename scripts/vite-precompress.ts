/**
 * Static files compressed once, at build time (decision 32): next to each script, stylesheet and SVG of the client
 * build it writes `file.br` (brotli, best quality) and `file.gz` (gzip, best level), and scripts/serve.mjs answers a
 * browser that accepts them with these files instead of compressing every download again. Files under 1 KB, and
 * those whose compressed copy is not smaller, are left as they are.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/
const MIN_BYTES = 1024
const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

async function precompress(file: string) {
  const bytes = await readFile(file)
  if (bytes.length < MIN_BYTES) return
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: 9 }),
  ])
  if (br.length < bytes.length) await writeFile(`${file}.br`, br)
  if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz)
}

/**
 * The compression runs beside the next environment's build (the server's): the client's `writeBundle` starts it and
 * does not wait, and the app's build waits for it at the end (`buildApp`, after every environment; Start builds them
 * with shared plugins, so one instance sees both): about 11 s of CPU that the server's build no longer waits for
 * (decision 135). A failed compression still fails the build.
 */
export function precompressClientBuild(): Plugin {
  let compressed: Promise<unknown> = Promise.resolve()
  return {
    name: 'precompress-client-build',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir
      if (this.environment.name !== 'client' || !dir) return
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name))
      // Caught here and thrown in buildApp: a rejection nobody awaits yet would end the process first.
      compressed = Promise.all(files.map((name) => precompress(join(dir, name)))).then(
        () => undefined,
        (error: unknown) => error ?? new Error('precompress failed'),
      )
    },
    buildApp: {
      order: 'post',
      async handler() {
        const error = await compressed
        if (error) throw error
      },
    },
  }
}
