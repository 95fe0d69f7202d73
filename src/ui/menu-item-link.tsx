/**
 * Mantine's Menu.Item as a typed router link. Its own module, apart from `router-link.tsx`: only the menus' lazily
 * loaded dropdowns use it, so Menu (and floating-ui) stays out of every page's first load (decision 31).
 */
import { Menu, type MenuItemProps } from '@mantine/core'
import { createLink } from '@tanstack/react-router'
import { type ComponentPropsWithoutRef, forwardRef } from 'react'

const MantineMenuItemAnchor = forwardRef<HTMLAnchorElement, MenuItemProps & ComponentPropsWithoutRef<'a'>>(
  (props, ref) => <Menu.Item ref={ref} component="a" {...props} />,
)

export const MenuItemLink = createLink(MantineMenuItemAnchor)
