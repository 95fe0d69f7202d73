import { Trans } from '@lingui/react/macro'
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { to } from '~/lib/links'
import { ButtonLink } from '~/ui/button-link'
import { CARD_PAGE_WIDTH, PageFrame } from '~/ui/page-frame'

/** A missing, unknown or expired pre-order: no crash, a way back to the cart. */
export function PreOrderProblem({ message }: { message?: string }) {
  return (
    <PageFrame maxWidth={CARD_PAGE_WIDTH + 80}>
      <Paper withBorder radius="md" p="xl" data-testid="pre-order-problem">
        <Stack align="center" gap="sm" ta="center">
          <Title order={1} fz="h2">
            <Trans>This checkout is no longer available</Trans>
          </Title>
          <Text c="dimmed">
            {message || (
              <Trans>The order to confirm was not found or has expired. Please start again from your cart.</Trans>
            )}
          </Text>
          <Group gap="sm" mt="sm">
            <ButtonLink {...to.cart()}>
              <Trans>Back to cart</Trans>
            </ButtonLink>
            <Button component={Link} to="/" variant="default">
              <Trans>Continue shopping</Trans>
            </Button>
          </Group>
        </Stack>
      </Paper>
    </PageFrame>
  )
}
