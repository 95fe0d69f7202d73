/**
 * Mantine components as typed router links (client-side navigation, intent preloading). Mantine's polymorphic
 * props do not survive `createLink`, so each is first fixed to render an <a> (TanStack Router's Mantine recipe).
 */
import {
  Anchor,
  type AnchorProps,
  Button,
  type ButtonProps,
  UnstyledButton,
  type UnstyledButtonProps,
} from '@mantine/core'
import { createLink } from '@tanstack/react-router'
import { type ComponentPropsWithoutRef, forwardRef } from 'react'

type AnchorElementProps = ComponentPropsWithoutRef<'a'>

const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorProps & AnchorElementProps>((props, ref) => (
  <Anchor ref={ref} {...props} />
))
const MantineButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & AnchorElementProps>((props, ref) => (
  <Button ref={ref} component="a" {...props} />
))
const MantineUnstyledAnchor = forwardRef<HTMLAnchorElement, UnstyledButtonProps & AnchorElementProps>((props, ref) => (
  <UnstyledButton ref={ref} component="a" {...props} />
))

export const AnchorLink = createLink(MantineAnchor)
export const ButtonLink = createLink(MantineButtonAnchor)
export const UnstyledLink = createLink(MantineUnstyledAnchor)
