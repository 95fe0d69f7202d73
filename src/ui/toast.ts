/** The one toast helper (Mantine notifications). Messages arrive already translated. */
import { notifications } from '@mantine/notifications'

// The message is the id: one failure met by several requests at once (a page's queries while the shop's database
// is down) shows one toast, not a stack of identical ones covering the page.
export const toast = {
  success: (message: string) =>
    notifications.show({ id: `success:${message}`, message, color: 'green', autoClose: 3000 }),
  error: (message: string) => notifications.show({ id: `error:${message}`, message, color: 'red', autoClose: 4000 }),
  info: (message: string) => notifications.show({ id: `info:${message}`, message, color: 'blue', autoClose: 3000 }),
}
