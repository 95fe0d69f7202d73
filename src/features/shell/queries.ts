import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { publicConfig } from '../../../app.config'

/** The browser-safe part of the server configuration (currency, support links, default locale…). */
export const getPublicConfig = createServerFn({ method: 'GET' }).handler(async () => publicConfig())

export const publicConfigQuery = () =>
  queryOptions({ queryKey: ['shell', 'config'], queryFn: () => getPublicConfig(), staleTime: Number.POSITIVE_INFINITY })
