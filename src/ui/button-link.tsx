/**
 * Mantine's Button as a typed router link (./router-link's recipe), in a module of its own: only lazy screens use it,
 * so Mantine's Button stays out of the first load (decision 115).
 */
import { Button, type ButtonProps } from '@mantine/core'
import { createLink, type LinkOptions } from '@tanstack/react-router'
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react'

const MantineButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & ComponentPropsWithoutRef<'a'>>((props, ref) => (
  <Button ref={ref} component="a" {...props} />
))

export const ButtonLink = createLink(MantineButtonAnchor)

/**
 * The small light button on a list card or in an alert that opens the page behind it ("View details" of an order,
 * a points order or a refund; "Request again" of a refused refund): one size and look wherever it stands.
 */
export function CardButtonLink(props: { link: LinkOptions; testId: string; children: ReactNode }) {
  return (
    <ButtonLink {...props.link} size="xs" variant="light" data-testid={props.testId}>
      {props.children}
    </ButtonLink>
  )
}
