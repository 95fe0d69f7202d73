/**
 * Logistics details (O10): the courier and tracking number, then the events newest first. The panel sits on the
 * order detail; "View logistics" in the list opens the same panel in a dialog.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Center, Loader, Modal, Stack, Text, Timeline } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { expressQuery, logisticsEvents } from '../queries'
import { ApiTime } from '~/ui/api-time'

export function LogisticsTimeline({ orderNo }: { orderNo: string }) {
  const { t } = useLingui()
  const query = useQuery(expressQuery(orderNo))
  if (query.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    )
  }
  const express = query.data
  const events = logisticsEvents(express?.logisticsInfo)
  return (
    <Stack gap="sm" data-testid="logistics">
      {express?.expName || express?.expNo ? (
        <Text size="sm" data-testid="logistics-carrier">
          {express.expName} {express.expNo ? t`Tracking number: ${express.expNo}` : null}
        </Text>
      ) : null}
      {events.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="logistics-empty">
          <Trans>No logistics updates yet.</Trans>
        </Text>
      ) : (
        <Timeline active={0} bulletSize={14} lineWidth={2}>
          {events.map((event, index) => (
            <Timeline.Item
              key={`${event.AcceptTime}-${index}`}
              title={event.AcceptStation}
              data-testid="logistics-event"
            >
              <Text size="xs" c="dimmed">
                <ApiTime value={event.AcceptTime} />
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  )
}

export function LogisticsButton({ orderNo, size = 'xs' }: { orderNo: string; size?: 'xs' | 'sm' }) {
  const { t } = useLingui()
  const [opened, setOpened] = useState(false)
  return (
    <>
      <Button size={size} variant="default" onClick={() => setOpened(true)} data-testid="view-logistics">
        <Trans>View logistics</Trans>
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t`Logistics details`} centered>
        {opened ? <LogisticsTimeline orderNo={orderNo} /> : null}
      </Modal>
    </>
  )
}
