import { Trans } from '@lingui/react/macro'
import { Anchor, Box, Popover, SimpleGrid, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useSuspenseQuery } from '@tanstack/react-query'
import { type KeyboardEvent, type Ref, useRef, useState } from 'react'
import { type CategoryNode, categoryTreeQuery } from '~/features/catalog'
import { to } from '~/lib/links'
import { AnchorLink, UnstyledLink } from '~/ui/router-link'
import { ChevronRightIcon } from '~/ui/icons'
import classes from './header.module.css'
import { CatalogueButton, THIRD_LEVEL_PER_GROUP } from './catalogue-button'

/** The mega menu around the catalogue button, loaded on the first intent (mega-menu.tsx). */
/** How long after the pointer opened the menu a click still counts as part of that opening. */
const HOVER_CLICK_MS = 600

export function MegaMenuDropdown(props: {
  initiallyOpened: boolean
  initiallyByKeyboard: boolean
  triggerRef: Ref<HTMLDivElement>
}) {
  const { initiallyOpened, triggerRef } = props
  // A page that does not show the whole tree has only the shell's part of it (decision 86): the menu waits for the
  // tree as it waits for its code, behind the plain trigger (mega-menu.tsx starts both on the same intent).
  const { data: tree } = useSuspenseQuery(categoryTreeQuery())
  const [opened, { open, close, toggle }] = useDisclosure(initiallyOpened)
  // Pointing at the button opens the menu, and the click that follows must not close it again: a click toggles only
  // a menu that was not opened by the pointer a moment ago (a touch tap sends both at once).
  const hoveredAt = useRef(0)
  const openByPointer = () => {
    hoveredAt.current = Date.now()
    open()
  }
  const toggleByClick = () => {
    if (opened && Date.now() - hoveredAt.current < HOVER_CLICK_MS) return
    toggle()
  }
  // Opened with Enter or Space before this code had loaded: the first category takes the focus, as below.
  const [byKeyboard, setByKeyboard] = useState(props.initiallyByKeyboard)
  const [activeId, setActiveId] = useState<number | null>(null)
  const active = tree.find((c) => c.id === activeId) ?? tree[0]

  const openByKeyboard = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return
    event.preventDefault()
    setByKeyboard(true)
    open()
  }

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? open() : close())}
      onClose={() => {
        // Esc after a keyboard opening: the focus goes back to the button (the trigger was mounted after the key press).
        if (byKeyboard) window.setTimeout(() => focusButton(triggerRef), 0)
        setByKeyboard(false)
      }}
      position="bottom-start"
      offset={6}
      width={1000}
      shadow="lg"
      trapFocus={byKeyboard}
      returnFocus
      // The target is the hover wrapper, a div: the button inside carries aria-expanded itself.
      withRoles={false}
    >
      <Popover.Target>
        <CatalogueButton
          ref={triggerRef}
          opened={opened}
          onMouseEnter={openByPointer}
          onMouseLeave={close}
          onToggle={toggleByClick}
          onButtonKeyDown={openByKeyboard}
        />
      </Popover.Target>
      <Popover.Dropdown p={0} onMouseEnter={open} onMouseLeave={close} data-testid="mega-menu">
        <Box className={classes.megaMenu}>
          <Stack gap={0} className={classes.megaMenuRoots} component="ul" role="menu" onKeyDown={moveBetweenRoots}>
            {tree.map((category) => (
              <li key={category.id} role="none">
                <UnstyledLink
                  role="menuitem"
                  className={classes.megaMenuRoot}
                  data-active={category.id === active?.id || undefined}
                  onMouseEnter={() => setActiveId(category.id)}
                  onFocus={() => setActiveId(category.id)}
                  {...to.search({ pid: category.id })}
                >
                  <Text size="sm" lineClamp={1}>
                    {category.name}
                  </Text>
                  <ChevronRightIcon size={14} />
                </UnstyledLink>
              </li>
            ))}
          </Stack>
          {active ? (
            <SimpleGrid
              cols={3}
              spacing="lg"
              verticalSpacing="md"
              p="md"
              className={classes.megaMenuGroups}
              data-testid="mega-menu-groups"
            >
              {(active.childList ?? []).map((group) => (
                <CategoryGroup key={group.id} group={group} rootId={active.id} />
              ))}
            </SimpleGrid>
          ) : null}
        </Box>
      </Popover.Dropdown>
    </Popover>
  )
}

function focusButton(ref: Ref<HTMLDivElement>) {
  const wrapper = ref && typeof ref === 'object' ? ref.current : null
  wrapper?.querySelector<HTMLElement>('button')?.focus()
}

/** ArrowUp/ArrowDown between the first-level categories (the menu's items), wrapping at the ends. */
function moveBetweenRoots(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')]
  const at = items.indexOf(document.activeElement as HTMLElement)
  if (!items.length) return
  event.preventDefault()
  const next = event.key === 'ArrowDown' ? (at + 1) % items.length : (at - 1 + items.length) % items.length
  items[next]?.focus()
}

function CategoryGroup({ group, rootId }: { group: CategoryNode; rootId: number }) {
  const [expanded, { toggle }] = useDisclosure(false)
  const items = group.childList ?? []
  const shown = expanded ? items : items.slice(0, THIRD_LEVEL_PER_GROUP)
  return (
    <Stack gap={4} data-testid="mega-menu-group">
      <AnchorLink {...to.search(items.length ? { pid: rootId } : { cid: group.id })} fw={700} size="sm" c="dark">
        {group.name}
      </AnchorLink>
      {shown.map((item) => (
        <AnchorLink
          key={item.id}
          {...to.search({ cid: item.id })}
          size="sm"
          c="dimmed"
          className={classes.megaMenuItem}
        >
          {item.name}
        </AnchorLink>
      ))}
      {items.length > THIRD_LEVEL_PER_GROUP ? (
        <Anchor
          component="button"
          type="button"
          size="xs"
          c="red.7"
          ta="left"
          onClick={toggle}
          aria-expanded={expanded}
        >
          {expanded ? <Trans>Collapse</Trans> : <Trans>Expand</Trans>}
        </Anchor>
      ) : null}
    </Stack>
  )
}
