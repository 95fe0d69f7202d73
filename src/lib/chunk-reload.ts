/** After a deploy, old pages may ask for chunks that no longer exist: reload, at most once per minute. */
export const CHUNK_RELOAD_GUARD_MS = 60_000
const KEY = 'chunkReloadAt'

export function isChunkLoadError(error: unknown): boolean {
  const message = String((error as { message?: unknown })?.message ?? error ?? '')
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk [\w-]+ failed|Unable to preload CSS/i.test(
    message,
  )
}

/** Reloads the page unless it already did so within the last minute. Returns whether it reloaded. */
export function reloadForChunkError(
  now = Date.now(),
  storage: Storage = window.sessionStorage,
  reload = () => window.location.reload(),
) {
  const last = Number(storage.getItem(KEY) ?? 0)
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false
  storage.setItem(KEY, String(now))
  reload()
  return true
}

export function installChunkReloadGuard() {
  const onPreloadError = (event: Event) => {
    event.preventDefault()
    reloadForChunkError()
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadForChunkError()
  }
  window.addEventListener('vite:preloadError', onPreloadError)
  window.addEventListener('unhandledrejection', onRejection)
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError)
    window.removeEventListener('unhandledrejection', onRejection)
  }
}
