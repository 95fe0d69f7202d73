import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { endServerSession, handleLoggedOut } from './session'

/**
 * Server logout (its failure is ignored), then forget everything of the session locally. It lives here, not with the
 * sign-in mutations: the auth index is in every page's first load, and `mutations.ts` is only the sign-in screens'.
 */
const logoutMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['auth', 'logout'],
    mutationFn: endServerSession,
    onSettled: () => handleLoggedOut(queryClient),
  })

/**
 * The one logout every button uses: end the session, then land on the home page. Navigating before the
 * invalidation keeps a member page's guard from running for a guest and redirecting to /login.
 */
export function useLogout() {
  const queryClient = useQueryClient()
  const router = useRouter()
  const base = logoutMutation(queryClient)
  return useMutation({
    ...base,
    onSettled: async (...args) => {
      await base.onSettled?.(...args)
      await router.navigate({ to: '/' })
      await router.invalidate()
    },
  })
}
