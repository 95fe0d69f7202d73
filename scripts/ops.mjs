/**
 * `npm run ops`: the operator CLI (scripts/ops.ts) started from one bundle (decision 113).
 *
 * The CLI imports most of the server. Loading that module graph file by file (tsx, or Node's own type stripping
 * with a resolver) cost 5–7 s of CPU per start, most of it Node resolving imports into packages (drizzle-orm's
 * 178 KB package.json is read for each of its hundred files) and the collector. Rolldown, which builds the server
 * for Vite, bundles scripts/ops.ts once into node_modules/.cache/ops-cli/, with the server catalogues compiled by
 * Lingui's Vite plugin as for the server build; later starts load that one file. The bundle is made again when a
 * file it was made from (source, catalogue, this launcher, the installed packages) has changed since.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(fileURLToPath(import.meta.url), '../..')
const cacheDir = path.join(root, 'node_modules/.cache/ops-cli')
const manifestFile = path.join(cacheDir, 'manifest.json')
/** Installed packages: npm rewrites this file on every install. */
const installed = path.join(root, 'node_modules/.package-lock.json')
/** Packages the bundle leaves to Node: native code, WebAssembly with files beside it, optional drivers. */
const EXTERNAL = [/^@electric-sql\/pglite/, /^sharp$/, /^pg$/, /^nodemailer$/]

/** `mtime:size` of a file, or '' when it is gone. */
function stamp(file) {
  try {
    const s = statSync(file)
    return `${s.mtimeMs}:${s.size}`
  } catch {
    return ''
  }
}

/** The bundle's entry when every file it was made from is unchanged, else undefined. */
function freshBundle() {
  try {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
    const entry = path.join(cacheDir, manifest.entry)
    if (!existsSync(entry)) return undefined
    return Object.entries(manifest.inputs).every(([file, was]) => stamp(file) === was) ? entry : undefined
  } catch {
    return undefined
  }
}

async function bundle() {
  const [{ rolldown }, { lingui }] = await Promise.all([import('rolldown'), import('@lingui/vite-plugin')])
  const linguiPlugins = lingui()
  // The plugin reads lingui.config.ts when Vite resolves its config; Rolldown has no such hook.
  for (const plugin of linguiPlugins) plugin.configResolved?.()
  const build = await rolldown({
    input: path.join(root, 'scripts/ops.ts'),
    cwd: root,
    platform: 'node',
    logLevel: 'warn',
    resolve: { alias: { '~': path.join(root, 'src'), '#locales': path.join(root, 'locales') } },
    external: EXTERNAL,
    plugins: linguiPlugins,
  })
  // A private folder, then one rename: a start running at the same time never loads half a bundle, and no file
  // another checkout shares through a hard link is written over.
  const out = `${cacheDir}.${process.pid}`
  try {
    const { output } = await build.write({ dir: out, format: 'esm', entryFileNames: 'ops-[hash].mjs' })
    await build.close()
    const entry = output.find((chunk) => chunk.type === 'chunk' && chunk.isEntry).fileName
    const inputs = {}
    for (const file of [fileURLToPath(import.meta.url), installed]) inputs[file] = stamp(file)
    for (const chunk of output)
      for (const id of chunk.type === 'chunk' ? Object.keys(chunk.modules) : [])
        if (path.isAbsolute(id) && !id.includes(`${path.sep}node_modules${path.sep}`)) inputs[id] = stamp(id)
    writeFileSync(path.join(out, 'manifest.json'), JSON.stringify({ entry, inputs }))
    mkdirSync(path.dirname(cacheDir), { recursive: true })
    // Another start made the same bundle meanwhile: keep that one, which it may be loading.
    if (freshBundle()) return rmSync(out, { recursive: true, force: true })
    rmSync(cacheDir, { recursive: true, force: true })
    renameSync(out, cacheDir)
  } catch (error) {
    rmSync(out, { recursive: true, force: true })
    // Another start renamed its bundle in first: use that one.
    if (freshBundle()) return
    throw error
  }
}

if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'))
process.env.LOG_LEVEL ??= 'warn'
let entry = freshBundle()
if (!entry) {
  await bundle()
  entry = freshBundle()
}
const { main } = await import(pathToFileURL(entry).href)
process.exitCode = await main(process.argv.slice(2))
