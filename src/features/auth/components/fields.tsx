/** Small pieces shared by the login dialog's modes; the form fields themselves come from the kit (`~/ui/form`). */
import { Anchor, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** A small text link styled as a button (mode switches). */
export function ModeLink({ onClick, children, testId }: { onClick: () => void; children: ReactNode; testId?: string }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={onClick} data-testid={testId}>
      {children}
    </Anchor>
  )
}

export function Hint({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed">
      {children}
    </Text>
  )
}
