/**
 * The catalogue mega menu: first-level list on the left; hovering one shows its second-level groups in three
 * columns, each with up to 6 third-level items and a toggle to expand or collapse the rest.
 */
import { useQueryClient } from '@tanstack/react-query'
import { lazy } from 'react'
import { categoryTreeQuery } from '~/features/catalog/queries'
import { Deferred } from '~/ui/deferred-floating'
import { CatalogueButton } from './catalogue-button'

// The menu (and floating-ui) loads on the first intent (decision 31).
const MegaMenuDropdown = lazy(() => import('./mega-menu-dropdown').then((m) => ({ default: m.MegaMenuDropdown })))

export function MegaMenu() {
  const queryClient = useQueryClient()
  // Most pages carry only the shell's part of the tree (decision 86): the whole one is read with the menu's code.
  const readTree = () => void queryClient.prefetchQuery(categoryTreeQuery())
  return (
    <Deferred<HTMLDivElement>
      openOn="hover"
      trigger={({ onClick, onMouseEnter, ...props }) => (
        <CatalogueButton
          {...props}
          opened={false}
          onMouseEnter={
            onMouseEnter &&
            (() => {
              readTree()
              onMouseEnter()
            })
          }
          onToggle={
            onClick &&
            ((event) => {
              readTree()
              onClick(event)
            })
          }
        />
      )}
    >
      {(intent, _trigger, ref, byKeyboard) => (
        <MegaMenuDropdown initiallyOpened={intent === 'open'} initiallyByKeyboard={byKeyboard} triggerRef={ref} />
      )}
    </Deferred>
  )
}
