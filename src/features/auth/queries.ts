import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'

/** L10: which sign-in methods are on, and the privacy agreement (HTML). */
export interface LoginMethodInfo {
  visitorOpen?: boolean
  facebookOpen?: boolean
  facebookAppId?: string
  googleOpen?: boolean
  googleClientId?: string
  twitterOpen?: boolean
  agreement?: string
}

export const authKeys = {
  all: ['auth'] as const,
  loginMethodInfo: () => [...authKeys.all, 'login-method-info'] as const,
  loginPicture: () => [...authKeys.all, 'login-picture'] as const,
}

export const loginMethodInfoQuery = () =>
  queryOptions({
    queryKey: authKeys.loginMethodInfo(),
    queryFn: () => api.get<LoginMethodInfo | null>('/api/front/login/method/info', { silent: true }).then((data) => data ?? {}),
    staleTime: 10 * 60_000,
  })

export const loginPictureQuery = () =>
  queryOptions({
    queryKey: authKeys.loginPicture(),
    queryFn: () => api.get<{ loginLeftImage?: string } | null>('/api/pc/login/getLoginPic', { silent: true }),
    staleTime: 30 * 60_000,
  })
