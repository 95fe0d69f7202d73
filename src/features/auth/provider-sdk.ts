/**
 * The Google Identity Services and Facebook SDK scripts, loaded only when the shopper clicks their icon (never on
 * page load), once per page. Each resolves with the token the provider hands the page, or rejects when the shopper
 * closes the provider's window or the script cannot load.
 */

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string
        callback: (answer: { credential?: string }) => void
        use_fedcm_for_prompt?: boolean
        cancel_on_tap_outside?: boolean
      }): void
      prompt(
        listener?: (notification: {
          isNotDisplayed?: () => boolean
          isSkippedMoment?: () => boolean
          isDismissedMoment?: () => boolean
        }) => void,
      ): void
    }
  }
}

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void
  login(
    callback: (answer: { authResponse?: { accessToken?: string } | null; status?: string }) => void,
    options?: { scope?: string },
  ): void
}

declare global {
  interface Window {
    google?: GoogleIdentity
    FB?: FacebookSdk
  }
}

export const GOOGLE_SDK_URL = 'https://accounts.google.com/gsi/client'
export const FACEBOOK_SDK_URL = 'https://connect.facebook.net/en_US/sdk.js'
const FACEBOOK_GRAPH_VERSION = 'v21.0'

const loading = new Map<string, Promise<void>>()
/** The app id the Facebook SDK was initialised with. */
let facebookReady: string | undefined

/** Adds `<script src>` once; resolves when it has run. */
export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src)
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      script.onload = () => resolve()
      script.onerror = () => {
        loading.delete(src)
        script.remove()
        reject(new SdkUnavailable(src))
      }
      document.head.appendChild(script)
    })
    loading.set(src, promise)
  }
  return promise
}

/** Tests only: forget the scripts loaded. */
export function resetProviderSdks() {
  loading.clear()
  facebookReady = undefined
}

/** The provider's script could not load (blocked, offline) or did not define its API. */
export class SdkUnavailable extends Error {
  constructor(what: string) {
    super(`could not load ${what}`)
    this.name = 'SdkUnavailable'
  }
}

export class SignInCancelled extends Error {
  constructor() {
    super('sign-in cancelled')
    this.name = 'SignInCancelled'
  }
}

/** Google's id token for this page (One Tap / FedCM prompt). */
export async function googleIdToken(clientId: string): Promise<string> {
  await loadScript(GOOGLE_SDK_URL)
  const identity = window.google?.accounts.id
  if (!identity) throw new SdkUnavailable('Google Identity Services')
  return new Promise<string>((resolve, reject) => {
    identity.initialize({
      client_id: clientId,
      use_fedcm_for_prompt: true,
      cancel_on_tap_outside: true,
      callback: (answer) => (answer.credential ? resolve(answer.credential) : reject(new SignInCancelled())),
    })
    identity.prompt((notification) => {
      if (notification.isNotDisplayed?.() || notification.isSkippedMoment?.() || notification.isDismissedMoment?.()) {
        reject(new SignInCancelled())
      }
    })
  })
}

/** A Facebook Login access token for this app (its pop-up). */
export async function facebookAccessToken(appId: string): Promise<string> {
  await loadScript(FACEBOOK_SDK_URL)
  const fb = window.FB
  if (!fb) throw new SdkUnavailable('the Facebook SDK')
  if (facebookReady !== appId) {
    fb.init({ appId, version: FACEBOOK_GRAPH_VERSION, cookie: false, xfbml: false })
    facebookReady = appId
  }
  return new Promise<string>((resolve, reject) => {
    fb.login(
      (answer) => {
        const token = answer.authResponse?.accessToken
        if (token) resolve(token)
        else reject(new SignInCancelled())
      },
      { scope: 'public_profile' },
    )
  })
}
