/**
 * The image captcha in the browser (extension, docs/spec.md §2.69 (#spec-2-69)): once the server refuses a sign-in or a
 * code request with `data.imageCaptcha`, the forms of the login dialog show a picture (`ImageCaptchaField`) and every
 * later such call sends its key and the typed characters in the `Captcha-Key` and `Captcha-Answer` headers
 * (`withImageCaptcha`). A picture answers once, so after any call that sent an answer the next picture is fetched.
 * A tiny external store, like the login dialog's: the mutations (outside React) and the field share it.
 */
import { useSyncExternalStore } from 'react'
import { CAPTCHA_ANSWER_HEADER, CAPTCHA_KEY_HEADER, type ImageCaptcha, type ImageCaptchaRefusal } from '~/contract'
import { api, ApiError } from '~/lib/api'

export interface ImageCaptchaState {
  /** The server asked for the picture: the forms show it. */
  needed: boolean
  picture: ImageCaptcha | null
  answer: string
  /** Fetching a picture failed (the field offers to try again). */
  failed: boolean
  /** Counts the pictures shown, for the field's spoken "new picture" note. */
  shown: number
}

const initial: ImageCaptchaState = { needed: false, picture: null, answer: '', failed: false, shown: 0 }
let state = initial
const listeners = new Set<() => void>()

function set(next: Partial<ImageCaptchaState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

let loading: Promise<void> | null = null

export const imageCaptcha = {
  get: () => state,
  /** A new picture (the refresh button, and after every answer sent). */
  refresh(): Promise<void> {
    loading ??= api
      .get<ImageCaptcha>('/api/front/captcha/image', { silent: true })
      .then((picture) => set({ picture, answer: '', failed: false, shown: state.shown + 1 }))
      .catch(() => set({ picture: null, answer: '', failed: true }))
      .finally(() => {
        loading = null
      })
    return loading
  },
  setAnswer(answer: string) {
    set({ answer })
  },
  /** The server asked for the picture. */
  require() {
    set({ needed: true })
    return imageCaptcha.refresh()
  },
  /** Signed in: the picture is not needed until the server asks again. */
  reset() {
    set({ ...initial, shown: state.shown })
  },
  /** The headers answering the current picture, or none. */
  headers(): Record<string, string> | undefined {
    if (!state.needed || !state.picture || !state.answer.trim()) return undefined
    return { [CAPTCHA_KEY_HEADER]: state.picture.key, [CAPTCHA_ANSWER_HEADER]: state.answer.trim() }
  },
}

export const isImageCaptchaRefusal = (error: unknown): error is ApiError & { data: ImageCaptchaRefusal } =>
  error instanceof ApiError &&
  typeof error.data === 'object' &&
  error.data !== null &&
  (error.data as Partial<ImageCaptchaRefusal>).imageCaptcha === true

/**
 * Runs a sign-in or code call with the picture's answer when one is typed. A refusal asking for the picture shows
 * it (a new one); any other outcome of a call that sent an answer used the picture up, so a new one is fetched,
 * except a sign-in that succeeded (`signsIn`): then the picture goes away.
 */
export async function withImageCaptcha<T>(
  call: (headers: Record<string, string> | undefined) => Promise<T>,
  { signsIn = false } = {},
): Promise<T> {
  const headers = imageCaptcha.headers()
  try {
    const result = await call(headers)
    if (signsIn) imageCaptcha.reset()
    else if (headers) void imageCaptcha.refresh()
    return result
  } catch (error) {
    if (isImageCaptchaRefusal(error)) void imageCaptcha.require()
    else if (headers) void imageCaptcha.refresh()
    throw error
  }
}

export function useImageCaptcha() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
    () => initial,
  )
}
