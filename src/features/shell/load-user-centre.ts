import type { QueryClient } from '@tanstack/react-query'
import { userMenuQuery } from '~/features/account/queries'
import { unreadNoticesQuery } from '~/features/notices'

/**
 * The user centre's loader (/users and /notices). The menu and its unread-notice badge are decoration: the page still
 * renders without them. Both are loaded before the render, so the server's menu and the hydrating one agree (a badge
 * that streamed in later would not).
 */
export const loadUserCentre = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.ensureQueryData(userMenuQuery()).catch(() => undefined),
    queryClient.ensureQueryData(unreadNoticesQuery()).catch(() => undefined),
  ])
