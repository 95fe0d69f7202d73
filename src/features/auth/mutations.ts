import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { accountKeys } from '~/features/account'
import { cartKeys } from '~/features/cart'
import { noticeKeys } from '~/features/notices'
import type { TwitterRequestToken } from '~/contract'
import { api } from '~/lib/api'
import { withImageCaptcha } from './image-captcha-store'
import { endServerSession, handleLoggedOut } from './session'

export type EmailLoginInput = { email: string; password: string }
/** `countryCode` is "+" and the dial code, e.g. "+7". */
export type PhoneLoginInput = { countryCode: string; phone: string; password: string }
export type CodeLoginInput = { countryCode: string; phone: string; captcha: string }
export type EmailRegisterInput = { email: string; captcha: string; password: string; inviteCode?: string }
export type PhoneRegisterInput = { countryCode: string; phone: string; captcha: string; password: string; inviteCode?: string }
/** L6 sends the dial code as a number without "+"; `captcha` (extension) is the code mailed to a tourist e-mail used before. */
export type TouristInput = { countryCode: number; email: string; phone: string; captcha?: string }
/** L6's answer when the e-mail belongs to a tourist account already: the code was mailed, send it as `captcha`. */
export type TouristEntry = { codeRequired?: boolean }
export type ResetPasswordInput = { email: string; captcha: string; newPassword: string; passwordAgain: string }
export type TwitterLoginInput = { oauthToken: string; oauthTokenSecret: string; oauthVerifier: string }
export type { TwitterRequestToken } from '~/contract'

/** The raw-text endpoints take the e-mail itself as the body, JSON-quoted (the server strips the quotes). */
const rawEmail = (headers?: Record<string, string>) => ({ headers: { 'content-type': 'application/json; charset=UTF-8', ...headers } })

/** After any login: the token cookie is set by the server; fetch who we are and the fresh counters. */
export async function afterLogin(queryClient: QueryClient) {
  api.newSession()
  await queryClient.invalidateQueries({ queryKey: accountKeys.currentUser() })
  await queryClient.invalidateQueries({ queryKey: cartKeys.count() })
  await queryClient.invalidateQueries({ queryKey: accountKeys.menu() })
  await queryClient.invalidateQueries({ queryKey: noticeKeys.all })
}

const loginMutation = <I>(queryClient: QueryClient, name: string, path: string) =>
  mutationOptions({
    mutationKey: ['auth', 'login', name],
    mutationFn: (input: I) => withImageCaptcha((headers) => api.post<unknown>(path, input, { headers }), { signsIn: true }),
    onSuccess: () => afterLogin(queryClient),
  })

/** L1 */
export const emailLoginMutation = (queryClient: QueryClient) =>
  loginMutation<EmailLoginInput>(queryClient, 'email', '/api/front/login/email')
/** L2 */
export const phoneLoginMutation = (queryClient: QueryClient) =>
  loginMutation<PhoneLoginInput>(queryClient, 'phone', '/api/front/login/mobile/password')
/** L3 */
export const codeLoginMutation = (queryClient: QueryClient) =>
  loginMutation<CodeLoginInput>(queryClient, 'code', '/api/front/login/mobile/captcha')
/** L4 */
export const emailRegisterMutation = (queryClient: QueryClient) =>
  loginMutation<EmailRegisterInput>(queryClient, 'register-email', '/api/front/login/register/email')
/** L5 */
export const phoneRegisterMutation = (queryClient: QueryClient) =>
  loginMutation<PhoneRegisterInput>(queryClient, 'register-phone', '/api/front/login/register/mobile')
/**
 * L6: resolves the server's message and whether a code is needed first (an e-mail used for a tourist purchase
 * before opens its earlier orders only with the code mailed to it); signed in otherwise.
 */
export const touristMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['auth', 'login', 'tourist'],
    mutationFn: async (input: TouristInput) => {
      const { data, message } = await api.postForMessage<TouristEntry | null>('/api/front/login/register/visitor', input)
      return { codeRequired: data?.codeRequired === true, message }
    },
    onSuccess: async ({ codeRequired }) => {
      if (!codeRequired) await afterLogin(queryClient)
    },
  })
/** L7 */
export const twitterLoginMutation = (queryClient: QueryClient) =>
  loginMutation<TwitterLoginInput>(queryClient, 'twitter', '/api/front/login/twitter')

/** Google sign-in (extension): the id token Google Identity Services gave the page. */
export const googleLoginMutation = (queryClient: QueryClient) =>
  loginMutation<{ idToken: string }>(queryClient, 'google', '/api/front/login/google')
/** Facebook sign-in (extension): the access token Facebook Login gave the page. */
export const facebookLoginMutation = (queryClient: QueryClient) =>
  loginMutation<{ accessToken: string }>(queryClient, 'facebook', '/api/front/login/facebook')

/** L12: resolves the server's message, toasted by the form. */
export const resetPasswordMutation = () =>
  mutationOptions({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: (input: ResetPasswordInput) =>
      withImageCaptcha((headers) => api.postForMessage<unknown>('/api/front/login/email/reset/password', input, { headers }), { signsIn: true }),
  })

/** Code senders; each resolves the server's message (toasted by the code button). */
export const sendCode = {
  /** C6: SMS code for quick login and phone registration (multipart text fields). */
  sms: async (countryCode: string, phone: string) => {
    const body = new FormData()
    body.set('phone', phone)
    body.set('countryCode', countryCode)
    return withImageCaptcha(async (headers) => (await api.postForMessage<unknown>('/api/front/login/sendCode', body, { headers })).message)
  },
  /** C4: registration code by e-mail. */
  registerEmail: (email: string) =>
    withImageCaptcha(
      async (headers) => (await api.postForMessage<unknown>('/api/front/login/email/captcha', JSON.stringify(email), rawEmail(headers))).message,
    ),
  /** C5: password reset code by e-mail. */
  resetEmail: (email: string) =>
    withImageCaptcha(
      async (headers) => (await api.postForMessage<unknown>('/api/front/login/email/forget/password', JSON.stringify(email), rawEmail(headers))).message,
    ),
}

/** L8: where to send the browser for Twitter / X sign-in. */
export const twitterRequestToken = () => api.get<TwitterRequestToken>('/api/front/login/twitter/request/token', { query: { end: 'pc' } })

/** Server logout (its failure is ignored), then forget everything of the session locally. */
export const logoutMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['auth', 'logout'],
    mutationFn: endServerSession,
    onSettled: () => handleLoggedOut(queryClient),
  })
