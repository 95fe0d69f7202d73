/**
 * The catalogue mega menu: first-level list on the left; hovering one shows its second-level groups in three
 * columns, each with up to 6 third-level items and a toggle to expand or collapse the rest.
 */
import { lazy } from 'react'
import { Deferred } from '~/ui/deferred-floating'
import { CatalogueButton } from './catalogue-button'

// The menu (and floating-ui) loads on the first intent (decision 31).
const MegaMenuDropdown = lazy(() => import('./mega-menu-dropdown').then((m) => ({ default: m.MegaMenuDropdown })))

export function MegaMenu() {
  return (
    <Deferred<HTMLDivElement>
      openOn="hover"
      trigger={({ onClick, ...props }) => <CatalogueButton {...props} opened={false} onToggle={onClick} />}
    >
      {(intent, _trigger, ref, byKeyboard) => (
        <MegaMenuDropdown initiallyOpened={intent === 'open'} initiallyByKeyboard={byKeyboard} triggerRef={ref} />
      )}
    </Deferred>
  )
}
