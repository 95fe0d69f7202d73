/**
 * Browser-only wiring, mounted once: API toasts and session-end handling, the route progress bar,
 * the chunk-reload guard and the `data-hydrated` marker tests wait for.
 */
import { useLingui } from '@lingui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import NProgress from 'nprogress'
import { useEffect } from 'react'
import { handleSessionEnd } from '~/features/auth'
import { api, fallbackMessage } from '~/lib/api'
import { installChunkReloadGuard, isChunkLoadError, reloadForChunkError } from '~/lib/chunk-reload'
import { toast } from '~/ui/toast'

/** Spec §2: the bar appears only for loads longer than 200 ms and is paced to last about 5 s. */
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
    NProgress.configure({ showSpinner: false, trickleSpeed: PROGRESS_DURATION_MS / 25, minimum: 0.1 })
    let timer: ReturnType<typeof setTimeout> | undefined
    const stopStart = router.subscribe('onBeforeLoad', ({ pathChanged, hrefChanged }) => {
      if (!pathChanged && !hrefChanged) return
      clearTimeout(timer)
      timer = setTimeout(() => NProgress.start(), PROGRESS_THROTTLE_MS)
    })
    const stopDone = router.subscribe('onResolved', () => {
      clearTimeout(timer)
      NProgress.done()
    })
    return () => {
      clearTimeout(timer)
      stopStart()
      stopDone()
    }
  }, [router])

  useEffect(() => installChunkReloadGuard(), [])
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
