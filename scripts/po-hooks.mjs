/**
 * Module hooks for the operator CLI (run by tsx, without Vite): `import('…/server.po')` answers the catalogue compiled
 * by Lingui's own API, as the Vite plugin compiles it for the server build, so the CLI's reports reach the operator in
 * their language (decision 52). Registered by scripts/ops.ts.
 */
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { getConfig } from '@lingui/conf'
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api'

let config
export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.split('?')[0].endsWith('.po')) return nextLoad(url, context)
  config ??= getConfig()
  const file = path.relative(config.rootDir, fileURLToPath(url.split('?')[0]))
  const found = getCatalogForFile(file, await getCatalogs(config))
  if (!found) throw new Error(`${file} is not a catalogue of lingui.config.ts`)
  const { messages } = await found.catalog.getTranslations(found.locale, {
    fallbackLocales: config.fallbackLocales,
    sourceLocale: config.sourceLocale,
  })
  const { source } = createCompiledCatalog(found.locale, messages, { namespace: 'es' })
  return { format: 'module', source, shortCircuit: true }
}
