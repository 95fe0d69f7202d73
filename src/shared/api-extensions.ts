/**
 * Does the commerce API have this project's contract extensions (docs/api.md marks them)? The embedded API always
 * does. An upstream backend (API_BASE_URL) does by `API_EXTENSIONS`: `none` says it is a bare CRMEB backend, `all`
 * that it is this project's API (another instance of this shop); `auto` asks it once — PY1 of our API answers `bankTransferSwitch`, which the contract's PY1 has not. An upstream that
 * cannot be reached is asked again on the next call instead of being judged.
 * Server-side only (it reads the server configuration); it lives in src/shared so the shell's server function can use it
 * without browser code importing src/server.
 */
import { config } from '../../app.config'

const PROBE_PATH = '/api/front/pay/method'
const PROBE_TIMEOUT_MS = 3000

let probe: { base: string; answer: Promise<boolean> } | undefined

async function askUpstream(base: string): Promise<boolean> {
  const response = await fetch(`${base}${PROBE_PATH}`, {
    headers: { 'form-type': 'pc' },
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
  })
  const envelope = (await response.json()) as { code?: number; data?: Record<string, unknown> | null }
  if (envelope.code !== 200) throw new Error(`the extension probe answered code ${envelope.code}`)
  return envelope.data !== null && typeof envelope.data === 'object' && 'bankTransferSwitch' in envelope.data
}

export function apiHasExtensions(): Promise<boolean> {
  const { apiBaseUrl, apiExtensions } = config()
  if (!apiBaseUrl) return Promise.resolve(true)
  if (apiExtensions !== 'auto') return Promise.resolve(apiExtensions === 'all')
  if (probe?.base !== apiBaseUrl) {
    const answer = askUpstream(apiBaseUrl)
    probe = { base: apiBaseUrl, answer }
    answer.catch(() => {
      if (probe?.answer === answer) probe = undefined
    })
  }
  // Until the backend answers, assume the bare contract: it never sends a call the backend may not know.
  return probe.answer.catch(() => false)
}

/** Tests only: ask the upstream again. */
export function resetApiExtensionsProbe() {
  probe = undefined
}
