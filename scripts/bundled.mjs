/**
 * A TypeScript entry of ours run by Node from one bundle (decision 113): the operator CLI (scripts/ops-cli.mjs, and
 * tests/api/ops.test.ts, which makes the bundle before it starts the CLI).
 *
 * Loading the server's modules file by file (tsx, or Node's own type stripping with a resolver) costs seconds of CPU
 * per process, most of it Node resolving imports into packages (drizzle-orm's 178 KB package.json is read for each of
 * its hundred files) and the collector. Rolldown, which builds the server for Vite, bundles the entry once into
 * node_modules/.cache/bundled/<entry>/, with the server catalogues compiled by Lingui's Vite plugin as for the
 * server build; later processes load that one file. The bundle is made again when a file it was made from (source,
 * catalogue, this file, the installed packages) has changed since.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(fileURLToPath(import.meta.url), '../..')
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

function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

/** The bundle's entry file when every file it was made from is unchanged, else undefined. */
function fresh(cacheDir) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(cacheDir, 'manifest.json'), 'utf8'))
    const entry = path.join(cacheDir, manifest.entry)
    if (!existsSync(entry)) return undefined
    return Object.entries(manifest.inputs).every(([file, was]) => stamp(file) === was) ? entry : undefined
  } catch {
    return undefined
  }
}

async function bundle(input, cacheDir) {
  const [{ rolldown }, { lingui }] = await Promise.all([import('rolldown'), import('@lingui/vite-plugin')])
  const linguiPlugins = lingui()
  // The plugin reads lingui.config.ts when Vite resolves its config; Rolldown has no such hook.
  for (const plugin of linguiPlugins) plugin.configResolved?.()
  const build = await rolldown({
    input,
    cwd: root,
    platform: 'node',
    logLevel: 'warn',
    resolve: { alias: { '~': path.join(root, 'src'), '#locales': path.join(root, 'locales') } },
    external: EXTERNAL,
    plugins: linguiPlugins,
  })
  // A private folder, then one rename: a process starting at the same time never loads half a bundle, and no file
  // that another checkout shares through a hard link is written over.
  const out = `${cacheDir}.${process.pid}`
  // What a process killed while bundling left behind.
  const parent = path.dirname(cacheDir)
  for (const name of existsSync(parent) ? readdirSync(parent) : []) {
    const pid = Number(name.slice(path.basename(cacheDir).length + 1))
    if (name.startsWith(`${path.basename(cacheDir)}.`) && pid > 0 && !isAlive(pid))
      rmSync(path.join(parent, name), { recursive: true, force: true })
  }
  try {
    const { output } = await build.write({ dir: out, format: 'esm', entryFileNames: '[name]-[hash].mjs' })
    await build.close()
    const entry = output.find((chunk) => chunk.type === 'chunk' && chunk.isEntry).fileName
    const inputs = {}
    for (const file of [fileURLToPath(import.meta.url), installed]) inputs[file] = stamp(file)
    for (const chunk of output)
      for (const id of chunk.type === 'chunk' ? Object.keys(chunk.modules) : [])
        if (path.isAbsolute(id) && !id.includes(`${path.sep}node_modules${path.sep}`)) inputs[id] = stamp(id)
    writeFileSync(path.join(out, 'manifest.json'), JSON.stringify({ entry, inputs }))
    mkdirSync(path.dirname(cacheDir), { recursive: true })
    // Another process made the same bundle meanwhile: keep that one, which it may be loading.
    if (fresh(cacheDir)) return rmSync(out, { recursive: true, force: true })
    rmSync(cacheDir, { recursive: true, force: true })
    renameSync(out, cacheDir)
  } catch (error) {
    rmSync(out, { recursive: true, force: true })
    // Another process renamed its bundle in first: use that one.
    if (fresh(cacheDir)) return
    throw error
  }
}

/** The path of a fresh bundle of `entry` (a file of this repository, relative to its root), made if needed. */
export async function bundled(entry) {
  const cacheDir = path.join(root, 'node_modules/.cache/bundled', entry.replace(/[/\\.]/g, '_'))
  const found = fresh(cacheDir)
  if (found) return found
  await bundle(path.join(root, entry), cacheDir)
  return fresh(cacheDir)
}
