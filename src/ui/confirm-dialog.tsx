/**
 * A yes/no prompt before an action that cannot be undone (docs/spec.md §4.15 (#spec-4-15): order cancel and delete ask
 * first).
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'

export function ConfirmDialog(props: {
  opened: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  keepLabel: string
  loading?: boolean
  onConfirm: () => void
  onClose: () => void
  testId?: string
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered size="sm">
      <Stack gap="md">
        <Text size="sm">{props.children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {props.keepLabel}
          </Button>
          <Button color="red" loading={props.loading} onClick={props.onConfirm} data-testid={props.testId}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
