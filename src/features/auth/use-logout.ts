import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { logoutMutation } from './mutations'

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
