import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { currentUserKey } from '~/features/account'
import { cartCountKey } from '~/features/cart'
import { api } from '~/lib/api'
import { handleLoggedOut } from './session'

export type EmailLoginInput = { email: string; password: string }
export type PhoneLoginInput = { countryCode: string; phone: string; password: string }

/** After any login: the token cookie is set by the server; fetch who we are and the fresh counters. */
async function afterLogin(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: currentUserKey })
  await queryClient.invalidateQueries({ queryKey: cartCountKey })
  await queryClient.invalidateQueries({ queryKey: ['account', 'menu'] })
  await queryClient.invalidateQueries({ queryKey: ['notices'] })
}

export const emailLoginMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['auth', 'login', 'email'],
    mutationFn: (input: EmailLoginInput) => api.post<unknown>('/api/front/login/email', input),
    onSuccess: () => afterLogin(queryClient),
  })

export const phoneLoginMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['auth', 'login', 'phone'],
    mutationFn: (input: PhoneLoginInput) => api.post<unknown>('/api/front/login/mobile/password', input),
    onSuccess: () => afterLogin(queryClient),
  })

/** Server logout (its failure is ignored), then forget everything of the session locally. */
export const logoutMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['auth', 'logout'],
    mutationFn: async () => {
      await api.get('/api/front/login/logout', { silent: true }).catch(() => undefined)
    },
    onSettled: () => handleLoggedOut(queryClient),
  })
