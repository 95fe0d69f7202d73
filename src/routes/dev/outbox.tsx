import { createFileRoute, notFound } from '@tanstack/react-router'
import { DevOutboxPage } from '~/features/account/components/dev-outbox-page'
import { devOutboxQuery } from '~/features/account/queries'
import { ApiError } from '~/lib/api'

export const Route = createFileRoute('/dev/outbox')({
  staticData: { middleware: 'guest' },
  // While the outbox sender is off the endpoint answers 404, and so does this page.
  loader: ({ context: { queryClient } }) =>
    queryClient.fetchQuery(devOutboxQuery()).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 404) throw notFound()
      throw error
    }),
  component: DevOutboxPage,
})
