/**
 * The browser entry (TanStack Start picks up src/client.tsx). The page's words are not in its HTML (load-shell.ts):
 * load the compiled catalogue of the page's language, a hashed file cached for good, then hydrate.
 */
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { loadCatalog } from '~/i18n/catalogs'
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
const words = isLocale(lang) ? loadCatalog(lang) : Promise.resolve()
words.then(hydrate, hydrate)
