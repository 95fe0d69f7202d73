/**
 * A row of a label and value table (the payment result's details, the bank account to transfer to): the label
 * dimmed in its 160 px column, the value beside it, bold where it is to be copied.
 */
import { Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'

export function DetailRow(props: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Td w={160}>
        <Text size="sm" c="dimmed">
          {props.label}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" component="div" fw={props.strong ? 600 : undefined}>
          {props.value}
        </Text>
      </Table.Td>
    </Table.Tr>
  )
}
