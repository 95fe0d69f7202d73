/** The one toast helper (Mantine notifications). Messages arrive already translated. */
import { notifications } from '@mantine/notifications'

export const toast = {
  success: (message: string) => notifications.show({ message, color: 'green', autoClose: 3000 }),
  error: (message: string) => notifications.show({ message, color: 'red', autoClose: 4000 }),
  info: (message: string) => notifications.show({ message, color: 'blue', autoClose: 3000 }),
}
