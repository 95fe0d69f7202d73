/**
 * The bench's own tools, which `npm test` never uses: autocannon (load) and Lighthouse (with its chrome-launcher).
 * They are not devDependencies, so `npm ci` (CI) does not download them; package.json pins them under
 * `benchDependencies`, and the bench installs exactly those versions on first use (`npm install --no-save`: neither
 * package.json nor the lockfile changes).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

function installedVersion(name) {
  const manifest = `node_modules/${name}/package.json`
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : null
}

/**
 * Installs the pinned bench tools among `names` (all of them when not given) that are missing or at another version;
 * throws when npm fails.
 */
export function ensureBenchTools(names, log = console.log) {
  const pinned = JSON.parse(readFileSync('package.json', 'utf8')).benchDependencies ?? {}
  const missing = Object.entries(pinned).filter(
    ([name, version]) => (!names || names.includes(name)) && installedVersion(name) !== version,
  )
  if (!missing.length) return
  const specs = missing.map(([name, version]) => `${name}@${version}`)
  log(`installing the bench tools (not part of npm ci): ${specs.join(' ')}`)
  const result = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', ...specs], { stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`npm install --no-save ${specs.join(' ')} failed (exit ${result.status})`)
}
