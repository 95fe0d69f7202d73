import { Trans, useLingui } from '@lingui/react/macro'
import type { ComponentPropsWithoutRef, KeyboardEventHandler, MouseEvent, Ref } from 'react'
import { MenuIcon } from '~/ui/icons'
import { PlainButton } from '~/ui/plain-button'
import classes from './header.module.css'

/** Third-level categories shown per group before "Expand". */
export const THIRD_LEVEL_PER_GROUP = 6

/**
 * The catalogue button; the hover area is its wrapper (which also takes the popover target's aria attributes), so
 * pointing at the open menu below keeps it open.
 */
export function CatalogueButton({
  ref,
  opened,
  onToggle,
  onButtonKeyDown,
  ...wrapper
}: Omit<ComponentPropsWithoutRef<'div'>, 'onToggle'> & {
  ref?: Ref<HTMLDivElement>
  opened: boolean
  onToggle?: (event?: MouseEvent) => void
  /** Enter, Space or ArrowDown open the menu by keyboard (mega-menu-dropdown.tsx). */
  onButtonKeyDown?: KeyboardEventHandler
}) {
  const { t } = useLingui()
  return (
    <div ref={ref} {...wrapper}>
      <PlainButton
        leftSection={<MenuIcon size={18} />}
        onClick={onToggle}
        onKeyDown={onButtonKeyDown}
        aria-expanded={opened}
        aria-label={t`Catalogue`}
        labelClassName={classes.catalogueLabel}
        sectionClassName={classes.catalogueIcon}
        data-testid="catalogue-button"
      >
        <Trans>Catalogue</Trans>
      </PlainButton>
    </div>
  )
}
