/** /dev/outbox: the messages the development outbox kept instead of sending, those this browser may read (newest first). */
import { Trans } from '@lingui/react/macro'
import { Alert, Code, Paper, Table, TableScrollContainer, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { devOutboxQuery } from '../queries'
import { PageFrame } from '~/ui/page-frame'
import { ApiTime } from '~/ui/api-time'

export function DevOutboxPage() {
  const { data: messages } = useSuspenseQuery(devOutboxQuery())
  return (
    <PageFrame title={<Trans>Development outbox</Trans>}>
      <Alert color="blue" variant="light">
        <Trans>
          This is a development sender: e-mails and text messages are kept here instead of being sent. You see only the
          messages this browser asked for. In production the shop sends e-mail through SMTP, and this page disappears.
        </Trans>
      </Alert>
      <Paper withBorder radius="md">
        {messages.length === 0 ? (
          <Text p="xl" ta="center" c="dimmed">
            <Trans>No messages yet.</Trans>
          </Text>
        ) : (
          <TableScrollContainer minWidth={800}>
            <Table striped verticalSpacing="sm" data-testid="outbox-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Time</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Channel</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Recipient</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Subject</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Message</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {messages.map((message) => (
                  <Table.Tr key={message.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <ApiTime value={message.createTime} />
                    </Table.Td>
                    <Table.Td>{message.channel}</Table.Td>
                    <Table.Td>{message.recipient}</Table.Td>
                    <Table.Td>{message.subject}</Table.Td>
                    <Table.Td>
                      <Code block style={{ whiteSpace: 'pre-wrap', maxWidth: 520 }}>
                        {message.body}
                      </Code>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScrollContainer>
        )}
      </Paper>
    </PageFrame>
  )
}
