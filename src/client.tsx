/**
 * The browser entry (TanStack Start picks up src/client.tsx). The page's words are not in its HTML (load-shell.ts):
 * in the build, each script loads the words it names before it runs (scripts/vite-chunk-words.ts, decision 56), so
 * the shell's are here by now; without them (the dev server) load the page language's whole catalogue, then hydrate.
 */
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { loadCatalog, loadedCatalog } from '~/i18n/catalogs'
import { isLocale } from '~/i18n/locales'

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  })
}

const lang = document.documentElement.lang
// A page without a known language (an error page before the locale was known) carries its own fallback words.
const words = isLocale(lang) && !loadedCatalog(lang) ? loadCatalog(lang) : Promise.resolve()
words.then(hydrate, hydrate)
