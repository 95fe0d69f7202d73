/**
 * Mantine's ScrollArea merges its viewport refs with `useMergeRefs` from `@floating-ui/react`, and that one import
 * brings floating-ui whole (15 KB gzip, the positioning engine of popovers and tooltips) into every page that shows a
 * Mantine Table (its scroll container is a ScrollArea): the checkout's first load among them. This plugin gives
 * ScrollArea the same merge from @mantine/hooks (`useMergedRef`: every ref is set, and cleared or cleaned up on
 * unmount), so floating-ui comes only with what positions something (decision 56).
 */
import type { Plugin } from 'vite'

const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/
const MERGE_REFS = '\0scroll-area-merge-refs'

export function scrollAreaRefs(): Plugin {
  return {
    name: 'scroll-area-refs',
    enforce: 'pre',
    // The filters keep the bundler from calling into JavaScript for every other import (12,000 a build).
    resolveId: {
      filter: { id: /^@floating-ui\/react$/ },
      handler(source, importer) {
        if (source === '@floating-ui/react' && importer && SCROLL_AREA.test(importer)) return MERGE_REFS
        return null
      },
    },
    load: {
      filter: { id: /^\0scroll-area-merge-refs$/ },
      handler(id) {
        if (id !== MERGE_REFS) return null
        return [
          "import { useMergedRef } from '@mantine/hooks'",
          'export function useMergeRefs(refs) { return useMergedRef(...refs) }',
        ].join('\n')
      },
    },
  }
}
