import type { ReactElement, ReactNode } from 'react'
import { Deferred, type Intent } from '~/ui/deferred-floating'
import { PlainButton } from '~/ui/plain-button'
import plain from '~/ui/plain.module.css'

/**
 * A top-bar choice (language, currency): a compact button showing the current choice that opens, on click, its
 * dropdown (a `lazy()` component, loaded on the first intent, decision 31). The button is Mantine's subtle gray
 * compact-xs Button in plain elements: the bar is on every render (decision 93).
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
        <PlainButton
          {...triggerProps}
          className={`${plain.compactXs} ${plain.subtleGray}`}
          leftSection={props.icon}
          aria-label={props.label}
          data-testid={props.testId}
        >
          {props.children}
        </PlainButton>
      )}
    >
      {props.dropdown}
    </Deferred>
  )
}
