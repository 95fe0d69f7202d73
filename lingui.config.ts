import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-CN', 'es', 'ru', 'fr', 'th', 'lo'],
  fallbackLocales: { default: 'en' },
  // Origins name the file, not the line: moving code does not change a catalogue, so `npm test` can check that the
  // catalogues are what `npm run i18n:extract` would write (`lingui check sync`) instead of rewriting them.
  format: formatter({ origins: true, lineNumbers: false }),
  // `<Trans>` compiles to ours, which keeps a value's `<` as text instead of reading it as a tag.
  runtimeConfigModule: { Trans: ['~/i18n/trans', 'Trans'] },
  catalogs: [
    // The storefront's words: the browser loads its page language's catalogue.
    { path: '<rootDir>/locales/{locale}/messages', include: ['src'], exclude: ['**/*.test.*', 'src/server/**'] },
    // The API's messages (decision 25): only the server loads these, so they never travel to the browser.
    { path: '<rootDir>/locales/{locale}/server', include: ['src/server'], exclude: ['**/*.test.*'] },
  ],
})
