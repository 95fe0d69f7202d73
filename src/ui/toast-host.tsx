/** The container the toasts (ui/toast) show in; the shell loads it lazily after hydration (decision 23). */
import { Notifications } from '@mantine/notifications'

export function ToastContainer() {
  return <Notifications position="top-center" zIndex={4000} />
}
