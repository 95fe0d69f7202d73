import { createScopedKeydownHandler, useDirection } from '@mantine/core'
import type { ReactNode } from 'react'
import { ORDER_TABS, type OrderTab } from '../queries'
import css from './order-tabs.module.css'

/**
 * The order list's tabs: Mantine's Tabs markup and look (default variant) in plain elements (decision 97), without
 * its per-render style work. A tablist of buttons: the active one `aria-selected` and the only one in the tab order;
 * the arrow keys move along the tabs (looping) and open the tab they reach, Home and End move to the first and last,
 * as Mantine's Tabs do. There is no tab panel: a tab changes the page's URL, and the list under the tabs follows it.
 */
export function OrderTabs(props: {
  active: OrderTab
  onChange: (tab: OrderTab) => void
  label: (tab: OrderTab) => ReactNode
  badge: (tab: OrderTab) => ReactNode
}) {
  const { dir } = useDirection()
  const onKeyDown = createScopedKeydownHandler({
    siblingSelector: '[role="tab"]',
    parentSelector: '[role="tablist"]',
    activateOnFocus: true,
    loop: true,
    orientation: 'horizontal',
    dir,
  })
  return (
    <div className={css.root} data-variant="default" data-orientation="horizontal">
      <div className={css.list} role="tablist" aria-orientation="horizontal">
        {ORDER_TABS.map((tab) => {
          const active = tab === props.active
          const badge = props.badge(tab)
          return (
            <button
              key={tab}
              type="button"
              role="tab"
              className={`mantine-focus-auto ${css.tab}`}
              data-active={active || undefined}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              data-testid={`order-tab-${tab}`}
              // The active tab too, as Mantine's did: it opens the tab's first page.
              onClick={() => props.onChange(tab)}
              onKeyDown={onKeyDown}
            >
              <span className={css.label}>{props.label(tab)}</span>
              {badge ? (
                <span className={css.section} data-position="right">
                  {badge}
                </span>
              ) : null}
            </button>
          )
        })}
      </div>
    </div>
  )
}
