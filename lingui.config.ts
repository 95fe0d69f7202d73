import { defineConfig } from '@lingui/cli'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-CN', 'es', 'ru', 'fr', 'th', 'lo'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    // The storefront's words: the browser loads its page language's catalogue.
    { path: '<rootDir>/locales/{locale}/messages', include: ['src'], exclude: ['**/*.test.*', 'src/server/**'] },
    // The API's messages (decision 25): only the server loads these, so they never travel to the browser.
    { path: '<rootDir>/locales/{locale}/server', include: ['src/server'], exclude: ['**/*.test.*'] },
  ],
})
