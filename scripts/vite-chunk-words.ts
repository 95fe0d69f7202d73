/**
 * Each script carries its own words (decision 56). The browser build gives every chunk that renders words a prelude
 * that loads, before the chunk's code runs, the compiled messages that chunk names in the page's language: one small
 * hashed file per chunk and locale (`assets/words-<locale>-<hash>.js`, shared by chunks with the same words). The
 * first load brings the words of the shell and of the page's route chunks only, not the whole catalogue; a route,
 * dialog or dropdown loaded later brings its own. The prelude merges them into one object per locale
 * (`globalThis.__linguiPageWords`), which src/i18n/catalogs.ts hands to Lingui, so nothing renders again.
 * The server and the dev server keep the whole catalogues (src/i18n/catalogs.ts), as does a language switch.
 */
import { createHash } from 'node:crypto'
import { createCompiledCatalog, getCatalogForFile, getCatalogs, getFailOnMissingBehavior } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import type { Plugin } from 'vite'

/** The global the preludes fill; src/i18n/catalogs.ts reads it (PageWords there). */
const PAGE_WORDS_GLOBAL = '__linguiPageWords'

type Translations = Map<string, Record<string, string>>

async function readTranslations(): Promise<Translations> {
  const config = getConfig()
  const catalogs = await getCatalogs(config)
  const out: Translations = new Map()
  for (const locale of config.locales) {
    const found = getCatalogForFile(`locales/${locale}/messages.po`, catalogs)
    if (!found) throw new Error(`No Lingui catalogue for locales/${locale}/messages.po`)
    const { messages } = await found.catalog.getTranslations(locale, {
      fallbackLocales: config.fallbackLocales,
      sourceLocale: config.sourceLocale,
      // As the whole catalogues (@lingui/vite-plugin): a message without a translation falls back to English.
      missingBehavior: getFailOnMissingBehavior(undefined),
    })
    out.set(locale, messages as Record<string, string>)
  }
  return out
}

/** The message ids a chunk's code names: every string literal that is an id of the catalogue. */
export function wordIds(code: string, ids: ReadonlySet<string>): string[] {
  const found = new Set<string>()
  for (const match of code.matchAll(/(["'`])([^"'`\\\n]{1,200})\1/g)) if (ids.has(match[2])) found.add(match[2])
  return [...found].sort()
}

/**
 * The statement put before a chunk's code: it waits for the chunk's words in the page's language (the locale the
 * page last activated, at first the `<html lang>`), unless that locale's whole catalogue is loaded already. A
 * failed download leaves the words out rather than the chunk: the page still works, showing message ids.
 */
export function prelude(files: Record<string, string>): string {
  return (
    `await(async f=>{let w=globalThis.${PAGE_WORDS_GLOBAL}??={words:{},full:{}},l=w.locale??=document.documentElement.lang,u=f[l];` +
    `if(u&&!w.full[l])try{let{messages:m}=await import(u);Object.assign(w.words[l]??={},m)}catch{}})(${JSON.stringify(files)});\n`
  )
}

export function chunkWords(): Plugin {
  let translations: Translations | undefined
  let ids: Set<string> | undefined
  const emitted = new Set<string>()
  return {
    name: 'chunk-words',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async buildStart() {
      translations = await readTranslations()
      ids = new Set(Object.keys(translations.get(getConfig().sourceLocale ?? 'en') ?? {}))
      emitted.clear()
    },
    renderChunk: {
      order: 'post',
      handler(code, chunk) {
        // The whole catalogues (src/i18n/catalogs.ts loaders) are words themselves.
        if (!translations || !ids || chunk.facadeModuleId?.endsWith('.po')) return null
        const used = wordIds(code, ids)
        if (used.length === 0) return null
        const files: Record<string, string> = {}
        for (const [locale, messages] of translations) {
          const subset = Object.fromEntries(used.filter((id) => id in messages).map((id) => [id, messages[id]]))
          const { source } = createCompiledCatalog(locale, subset, { namespace: 'es' })
          const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10)
          const fileName = `assets/words-${locale}-${hash}.js`
          if (!emitted.has(fileName)) {
            emitted.add(fileName)
            this.emitFile({ type: 'asset', fileName, source })
          }
          files[locale] = `./${fileName.slice('assets/'.length)}`
        }
        return { code: prelude(files) + code, map: null }
      },
    },
  }
}
