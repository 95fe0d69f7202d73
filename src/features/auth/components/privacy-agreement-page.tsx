import { Trans } from '@lingui/react/macro'
import { Paper, Text, Title, Typography } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { sanitizeHtml } from '~/lib/sanitize-html'
import { loginMethodInfoQuery } from '../queries'
import { PageFrame } from '~/ui/page-frame'

/** /middlewares/privacy_agreement: the agreement HTML of L10, sanitized; opened in a new tab from the login forms. */
export function PrivacyAgreementPage() {
  const { data } = useSuspenseQuery(loginMethodInfoQuery())
  const html = useMemo(() => sanitizeHtml(data.agreement ?? ''), [data.agreement])
  return (
    <PageFrame maxWidth={960}>
      <Paper p="xl" radius="lg" withBorder data-testid="privacy-agreement">
        <Title order={1} size="h2" mb="md">
          <Trans>Privacy agreement</Trans>
        </Title>
        {html ? (
          <Typography>
            <div dangerouslySetInnerHTML={{ __html: html }} />
          </Typography>
        ) : (
          <Text c="dimmed">
            <Trans>The privacy agreement is not available yet.</Trans>
          </Text>
        )}
      </Paper>
    </PageFrame>
  )
}
