import { createFileRoute } from '@tanstack/react-router'
import { ApplicationRecordPage } from '~/features/settlement/components/application-record-page'
import { settlementRecordsQuery } from '~/features/settlement/queries'

export const Route = createFileRoute('/users/application_record')({
  staticData: { copyLink: true },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(settlementRecordsQuery()),
  component: ApplicationRecordPage,
})
