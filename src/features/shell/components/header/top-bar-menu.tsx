import { Button } from '@mantine/core'
import type { ReactElement, ReactNode } from 'react'
import { Deferred, type Intent } from '~/ui/deferred-floating'

/**
 * A top-bar choice (language, currency): a compact button showing the current choice that opens, on click, its
 * dropdown (a `lazy()` component, loaded on the first intent, decision 31).
 */
export function TopBarMenu(props: {
  label: string
  testId: string
  icon?: ReactNode
  /** The current choice, as the button shows it. */
  children: ReactNode
  dropdown: (intent: Intent, trigger: ReactElement) => ReactNode
}) {
  return (
    <Deferred<HTMLButtonElement>
      openOn="click"
      trigger={(triggerProps) => (
        <Button
          {...triggerProps}
          variant="subtle"
          color="gray"
          size="compact-xs"
          leftSection={props.icon}
          aria-label={props.label}
          data-testid={props.testId}
        >
          {props.children}
        </Button>
      )}
    >
      {props.dropdown}
    </Deferred>
  )
}
