import { createFileRoute, redirect } from '@tanstack/react-router'

/** `/merchant/merchant?id=` opens the store's home tab. */
export const Route = createFileRoute('/merchant/merchant/')({
  staticData: { middleware: 'guest' },
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/merchant/merchant/home', search: { id: search.id }, replace: true })
  },
})
