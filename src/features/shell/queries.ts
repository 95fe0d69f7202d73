import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { publicConfig } from '../../../app.config'
import { originOf } from '~/server/http/origin'

/**
 * The browser-safe part of the server configuration (currency, support links, default locale…), plus the shop's
 * public origin (PUBLIC_URL, else the request's, honouring X-Forwarded-*) for canonical URLs.
 */
export const getPublicConfig = createServerFn({ method: 'GET' }).handler(async () => ({
  ...publicConfig(),
  origin: originOf(getRequest()),
}))

export const publicConfigQuery = () =>
  queryOptions({ queryKey: ['shell', 'config'], queryFn: () => getPublicConfig(), staleTime: Number.POSITIVE_INFINITY })
