import { Group, Paper, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** One titled box of the order confirm page, with an optional action at the right of the title. */
export function ConfirmSection(props: { title: string; action?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="lg" data-testid={props.testId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4">
          {props.title}
        </Title>
        {props.action}
      </Group>
      {props.children}
    </Paper>
  )
}
