import { createFileRoute } from '@tanstack/react-router'
import { UserCentreHome } from '~/features/orders/components/user-centre-home'
import { orderCountsQuery } from '~/features/orders/queries'

/** /users: the user centre's landing (order shortcuts with counts, every user-centre entry). */
export const Route = createFileRoute('/users/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(orderCountsQuery()).catch(() => undefined),
  component: UserCentreHome,
})
