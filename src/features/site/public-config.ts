import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { publicConfig } from '../../../app.config'
import { originOf } from '~/shared/origin'
import { apiHasExtensions } from '~/shared/api-extensions'

/**
 * The browser-safe part of the server configuration (currency, support links, default locale…), plus the shop's
 * public origin (PUBLIC_URL, else the request's, honouring X-Forwarded-*) for canonical URLs, and whether the API
 * has this project's contract extensions (src/lib/api-extensions.ts). Imported lazily by `publicConfigQuery`.
 */
export const getPublicConfig = createServerFn({ method: 'GET' }).handler(async () => ({
  ...publicConfig(),
  origin: originOf(getRequest()),
  /** False on a bare CRMEB backend: screens hide what only our extensions offer (notices, points, bank transfer…). */
  apiExtensions: await apiHasExtensions(),
}))

export type PublicConfig = Awaited<ReturnType<typeof getPublicConfig>>
