/**
 * The container the toasts (ui/toast) show in, mounted with the shell. Its code (Mantine's Notifications with its
 * transitions) loads when the first toast is queued, not with every page: nothing is mounted until then, so
 * nothing suspends while the page hydrates (a suspending mount after hydration made React drop the shopper's first
 * click, decision 23). The store keeps the queued toast and the container shows it once it is in.
 */
import { type NotificationsProps, useNotifications } from '@mantine/notifications'
import { type ComponentType, useEffect, useState } from 'react'

export function ToastContainer() {
  const { notifications, queue } = useNotifications()
  const wanted = notifications.length + queue.length > 0
  const [Container, setContainer] = useState<ComponentType<NotificationsProps> | null>(null)
  useEffect(() => {
    if (!wanted || Container) return
    let live = true
    void import('./toast-list').then((m) => {
      if (live) setContainer(() => m.ToastList)
    })
    return () => {
      live = false
    }
  }, [wanted, Container])
  return Container ? <Container position="top-center" zIndex={4000} /> : null
}
