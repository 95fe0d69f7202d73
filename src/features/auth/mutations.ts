import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { accountKeys } from '~/features/account/queries'
import { cartKeys } from '~/features/cart/queries'
import { noticeKeys } from '~/features/notices'
import type {
  CodeLoginBody,
  EmailLoginBody,
  EmailRegisterBody,
  FacebookLoginBody,
  GoogleLoginBody,
  PhoneLoginBody,
  PhoneRegisterBody,
  ResetPasswordBody,
  SmsCodeBody,
  TwitterLoginBody,
  TwitterRequestToken,
  VisitorEntryBody,
} from '~/contract'
import { api } from '~/lib/api'
import { withImageCaptcha } from './image-captcha-store'

export type EmailLoginInput = EmailLoginBody
/** `countryCode` is "+" and the dial code, e.g. "+7". */
export type PhoneLoginInput = PhoneLoginBody
export type CodeLoginInput = CodeLoginBody
export type EmailRegisterInput = EmailRegisterBody
export type PhoneRegisterInput = PhoneRegisterBody
/** L6 sends the dial code as a number without "+"; `captcha` (extension) is the code mailed to a tourist e-mail used before. */
export type TouristInput = VisitorEntryBody
/** L6's answer when the e-mail belongs to a tourist account already: the code was mailed, send it as `captcha`. */
export type TouristEntry = { codeRequired?: boolean }
export type ResetPasswordInput = ResetPasswordBody
export type TwitterLoginInput = TwitterLoginBody
export type { TwitterRequestToken } from '~/contract'

/** The raw-text endpoints take the e-mail itself as the body, JSON-quoted (the server strips the quotes). */
const rawEmail = (headers?: Record<string, string>) => ({
  headers: { 'content-type': 'application/json; charset=UTF-8', ...headers },
})

/** After any login: the token cookie is set by the server; fetch who we are and the fresh counters. */
export async function afterLogin(queryClient: QueryClient) {
  api.newSession()
  await queryClient.invalidateQueries({ queryKey: accountKeys.currentUser() })
  await queryClient.invalidateQueries({ queryKey: cartKeys.count() })
  await queryClient.invalidateQueries({ queryKey: accountKeys.menu() })
  await queryClient.invalidateQueries({ queryKey: noticeKeys.all })
}

/** `signIn` sends the contract's body with the image captcha's headers (empty until the server asks for a picture). */
const loginMutation = <I>(
  queryClient: QueryClient,
  name: string,
  signIn: (input: I, headers?: Record<string, string>) => Promise<unknown>,
) =>
  mutationOptions({
    mutationKey: ['auth', 'login', name],
    mutationFn: (input: I) => withImageCaptcha((headers) => signIn(input, headers), { signsIn: true }),
    onSuccess: () => afterLogin(queryClient),
  })

/** L1 */
export const emailLoginMutation = (queryClient: QueryClient) =>
  loginMutation(queryClient, 'email', (input: EmailLoginInput, headers) =>
    api.post<unknown>('/api/front/login/email', input, { headers }),
  )
/** L2 */
export const phoneLoginMutation = (queryClient: QueryClient) =>
  loginMutation(queryClient, 'phone', (input: PhoneLoginInput, headers) =>
    api.post<unknown>('/api/front/login/mobile/password', input, { headers }),
  )
/** L3 */
export const codeLoginMutation = (queryClient: QueryClient) =>
  loginMutation(queryClient, 'code', (input: CodeLoginInput, headers) =>
    api.post<unknown>('/api/front/login/mobile/captcha', input, { headers }),
  )
/** L4 */
export const emailRegisterMutation = (queryClient: QueryClient) =>
  loginMutation(queryClient, 'register-email', (input: EmailRegisterInput, headers) =>
    api.post<unknown>('/api/front/login/register/email', input, { headers }),
  )
/** L5 */
export const phoneRegisterMutation = (queryClient: QueryClient) =>
  loginMutation(queryClient, 'register-phone', (input: PhoneRegisterInput, headers) =>
    api.post<unknown>('/api/front/login/register/mobile', input, { headers }),
  )
/**
 * L6: resolves the server's message and whether a code is needed first (an e-mail used for a tourist purchase
 * before opens its earlier orders only with the code mailed to it); signed in otherwise.
 */
export const touristMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['auth', 'login', 'tourist'],
    mutationFn: async (input: TouristInput) => {
      const { data, message } = await api.postForMessage<TouristEntry | null>(
        '/api/front/login/register/visitor',
        input,
      )
      return { codeRequired: data?.codeRequired === true, message }
    },
    onSuccess: async ({ codeRequired }) => {
      if (!codeRequired) await afterLogin(queryClient)
    },
  })
/** L7 */
export const twitterLoginMutation = (queryClient: QueryClient) =>
  loginMutation(queryClient, 'twitter', (input: TwitterLoginInput, headers) =>
    api.post<unknown>('/api/front/login/twitter', input, { headers }),
  )

/** Google sign-in (extension): the id token Google Identity Services gave the page. */
export const googleLoginMutation = (queryClient: QueryClient) =>
  loginMutation(queryClient, 'google', (input: GoogleLoginBody, headers) =>
    api.post<unknown>('/api/front/login/google', input, { headers }),
  )
/** Facebook sign-in (extension): the access token Facebook Login gave the page. */
export const facebookLoginMutation = (queryClient: QueryClient) =>
  loginMutation(queryClient, 'facebook', (input: FacebookLoginBody, headers) =>
    api.post<unknown>('/api/front/login/facebook', input, { headers }),
  )

/** L12: resolves the server's message, toasted by the form. */
export const resetPasswordMutation = () =>
  mutationOptions({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: (input: ResetPasswordInput) =>
      withImageCaptcha(
        (headers) => api.postForMessage<unknown>('/api/front/login/email/reset/password', input, { headers }),
        { signsIn: true },
      ),
  })

/** Code senders; each resolves the server's message (toasted by the code button). */
export const sendCode = {
  /**
   * C6: SMS code for quick login and phone registration, sent as the contract's multipart text fields. The number
   * comes as the wire has it (`smsTo` turns the phone field's value into it): this module is in every page's first
   * load, and the phone rules are not.
   */
  sms: async ({ countryCode, phone }: Pick<SmsCodeBody, 'countryCode' | 'phone'>) => {
    const fields: SmsCodeBody = { phone, countryCode }
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.set(name, String(value))
    return withImageCaptcha(
      async (headers) => (await api.postForMessage<unknown>('/api/front/login/sendCode', body, { headers })).message,
    )
  },
  /** C4: registration code by e-mail. */
  registerEmail: (email: string) =>
    withImageCaptcha(
      async (headers) =>
        (await api.postForMessage<unknown>('/api/front/login/email/captcha', JSON.stringify(email), rawEmail(headers)))
          .message,
    ),
  /** C5: password reset code by e-mail. */
  resetEmail: (email: string) =>
    withImageCaptcha(
      async (headers) =>
        (
          await api.postForMessage<unknown>(
            '/api/front/login/email/forget/password',
            JSON.stringify(email),
            rawEmail(headers),
          )
        ).message,
    ),
}

/** L8: where to send the browser for Twitter / X sign-in. */
export const twitterRequestToken = () =>
  api.get<TwitterRequestToken>('/api/front/login/twitter/request/token', { query: { end: 'pc' } })
