/**
 * Country flags as SVG files (emoji flags are letter pairs on Windows and empty boxes without an emoji
 * font). The build writes every 4:3 flag of `@iconify-json/flag` (the flag-icons set, MIT) to `flags/<iso>.svg` in
 * the client build; the dev server answers the same paths from the package. Nothing is committed; `<Flag>` (~/ui/flag)
 * points at these files.
 */
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>
}

/** `{ "ru": "<svg…>" }` for every 4:3 flag of the set. */
export function flagSvgs(): Map<string, string> {
  const set = createRequire(import.meta.url)('@iconify-json/flag/icons.json') as IconSet
  const out = new Map<string, string>()
  for (const [name, icon] of Object.entries(set.icons)) {
    const iso = /^([a-z-]+)-4x3$/.exec(name)?.[1]
    if (!iso) continue
    const width = icon.width ?? 640
    const height = icon.height ?? 480
    out.set(
      iso,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${icon.body}</svg>`,
    )
  }
  return out
}

export function countryFlags(): Plugin {
  let flags: Map<string, string> | undefined
  const all = () => (flags ??= flagSvgs())
  return {
    name: 'country-flags',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const iso = /^\/flags\/([a-z-]+)\.svg$/.exec(req.url ?? '')?.[1]
        const svg = iso ? all().get(iso) : undefined
        if (!svg) return next()
        res.setHeader('content-type', 'image/svg+xml')
        res.end(svg)
      })
    },
    generateBundle() {
      if (this.environment.name !== 'client') return
      for (const [iso, svg] of all()) this.emitFile({ type: 'asset', fileName: `flags/${iso}.svg`, source: svg })
    },
  }
}
