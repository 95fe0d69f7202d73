import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import type { LoginMethodInfo, LoginPicture } from '~/contract'

export type { LoginMethodInfo } from '~/contract'

export const authKeys = {
  all: ['auth'] as const,
  loginMethodInfo: () => [...authKeys.all, 'login-method-info'] as const,
  loginPicture: () => [...authKeys.all, 'login-picture'] as const,
}

export const loginMethodInfoQuery = () =>
  queryOptions({
    queryKey: authKeys.loginMethodInfo(),
    queryFn: () =>
      api.get<LoginMethodInfo | null>('/api/front/login/method/info', { silent: true }).then((data) => data ?? {}),
    staleTime: 10 * 60_000,
  })

export const loginPictureQuery = () =>
  queryOptions({
    queryKey: authKeys.loginPicture(),
    queryFn: () => api.get<Partial<LoginPicture> | null>('/api/pc/login/getLoginPic', { silent: true }),
    staleTime: 30 * 60_000,
  })
