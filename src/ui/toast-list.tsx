/** Mantine's toast container, in a chunk of its own: ui/toast-host loads it when the first toast is queued. */
import { Notifications, type NotificationsProps } from '@mantine/notifications'

export function ToastList(props: NotificationsProps) {
  return <Notifications {...props} />
}
