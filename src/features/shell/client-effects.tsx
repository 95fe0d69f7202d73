/**
 * Browser-only wiring, mounted once: API toasts and session-end handling, the route progress bar,
 * the chunk-reload guard and the `data-hydrated` marker tests wait for.
 */
import { useLingui } from '@lingui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { memberPageQuery, useSessionUser } from '~/features/account/queries'
import { handleSessionEnd } from '~/features/auth'
import { catalogKeys } from '~/features/catalog/queries'
import { couponKeys } from '~/features/coupons/queries'
import { api, fallbackMessage } from '~/lib/api'
import { installChunkReloadGuard, isChunkLoadError, reloadForChunkError } from '~/lib/chunk-reload'
import { framesHydrated } from '~/ui/page-frame'
import { toast } from '~/ui/toast'

/** docs/spec.md §2.3 (#spec-2-3): the bar appears only for loads longer than 200 ms and is paced to last about 5 s. */
export const PROGRESS_THROTTLE_MS = 200
export const PROGRESS_DURATION_MS = 5000

export function ClientEffects() {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const router = useRouter()

  useEffect(() => {
    api.setHooks({
      notifyError: (code, message) => toast.error(message || i18n._(fallbackMessage(code))),
      onSessionEnd: (message) => {
        handleSessionEnd(queryClient)
        if (message) toast.error(message)
      },
    })
  }, [i18n, queryClient])

  useEffect(() => {
    // The bar's code loads with the first navigation that takes long enough to show it, not with every page.
    // nprogress is CommonJS (`export =` in its types): the dynamic import's namespace carries it as `default`.
    type Bar = typeof import('nprogress')
    let progress: Promise<Bar> | undefined
    const bar = () =>
      (progress ??= import('nprogress').then((m) => {
        const nprogress = (m as unknown as { default: Bar }).default
        nprogress.configure({
          showSpinner: false,
          trickleSpeed: PROGRESS_DURATION_MS / 25,
          minimum: 0.1,
          // nprogress's own template gives the bar `role="bar"`, which is no ARIA role (axe: aria-roles). The bar is
          // decoration: the page's own busy states speak to assistive technology.
          template: '<div class="bar" data-progress-bar aria-hidden="true"><div class="peg"></div></div>',
          barSelector: '[data-progress-bar]',
        })
        return nprogress
      }))
    let timer: ReturnType<typeof setTimeout> | undefined
    let running = false
    const stopStart = router.subscribe('onBeforeLoad', ({ pathChanged, hrefChanged }) => {
      if (!pathChanged && !hrefChanged) return
      clearTimeout(timer)
      timer = setTimeout(() => {
        running = true
        void bar().then((m) => {
          if (running) m.start()
        })
      }, PROGRESS_THROTTLE_MS)
    })
    const stopDone = router.subscribe('onResolved', () => {
      clearTimeout(timer)
      if (!running) return
      running = false
      void bar().then((m) => m.done())
    })
    return () => {
      clearTimeout(timer)
      stopStart()
      stopDone()
    }
  }, [router])

  useEffect(() => installChunkReloadGuard(), [])
  useJoinPersonalParts()
  useEffect(() => {
    const stop = router.subscribe('onResolved', () => {
      const failed = router.state.matches.find((m) => m.status === 'error')
      if (failed && isChunkLoadError(failed.error)) reloadForChunkError()
    })
    return stop
  }, [router])

  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}

/**
 * The member page (decision 36) was rendered for nobody: once the user is read, the reads that carry a shopper's own
 * state (product detail: heart and followed store; product coupons: "Received") are made again for them, and then
 * the page shows them (`usePersonalReady`). For a guest (an expired session) the page's reads were already right.
 * Until then the page counts as rendered for nobody, which `useSessionUser` needs while a part of it hydrates.
 * Only once the page itself has hydrated (`framesHydrated`): the shell hydrates first, and on a slow device the page's
 * route chunk came after the new reads, so the page hydrated with data its server HTML did not show.
 */
function useJoinPersonalParts() {
  const queryClient = useQueryClient()
  const user = useSessionUser()
  const { data: memberPage } = useQuery(memberPageQuery())
  useEffect(() => {
    if (memberPage !== true || user === undefined) return
    const joined = () => queryClient.setQueryData(memberPageQuery().queryKey, false)
    // Joined only once the page has hydrated, for a guest too: until then a part still hydrating reads the user as
    // unknown, as the server rendered it (useSessionUser).
    void framesHydrated()
      .then(() =>
        user === null
          ? undefined
          : Promise.allSettled([
              queryClient.refetchQueries({ queryKey: catalogKeys.products() }, { cancelRefetch: false }),
              queryClient.refetchQueries({ queryKey: couponKeys.products() }, { cancelRefetch: false }),
            ]),
      )
      .then(joined)
  }, [memberPage, user, queryClient])
}
