/**
 * The container the toasts (ui/toast) show in, mounted with the shell. Not lazy: a container that suspended right
 * after hydration made React drop the shopper's first click on the page (decision 23).
 */
import { Notifications } from '@mantine/notifications'

export function ToastContainer() {
  return <Notifications position="top-center" zIndex={4000} />
}
