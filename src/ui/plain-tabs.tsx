import { createScopedKeydownHandler, useDirection } from '@mantine/core'
import { Activity, type ReactNode } from 'react'
import css from './plain-tabs.module.css'

/** One tab of `PlainTabs`: its value, what it shows, an optional right section (a count badge) and its test id. */
interface PlainTab<T> {
  value: T
  label: ReactNode
  badge?: ReactNode
  testId?: string
}

/**
 * Mantine's Tabs (default variant, horizontal, red) in plain elements (decisions 97 and 104), without its per-render
 * style work. A tablist of buttons: the active one `aria-selected` and the only one in the tab order; the arrow keys
 * move along the tabs (looping) and open the tab they reach, Home and End move to the first and last, as Mantine's
 * Tabs do. Clicking the active tab calls `onChange` too. With `id`, each tab is `<id>-tab-<value>` and controls the
 * `PlainTabPanel` of the same `id` and value (the children, under the list); without, the tabs change the page (the
 * order list) and have no panel.
 */
export function PlainTabs<T extends string | number>(props: {
  tabs: readonly PlainTab<T>[]
  active: T
  onChange: (tab: T) => void
  id?: string
  /** A class for the list (its margin under it). */
  listClassName?: string
  children?: ReactNode
  'data-testid'?: string
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
  const { id } = props
  return (
    <div
      className={css.root}
      data-variant="default"
      data-orientation="horizontal"
      id={id}
      data-testid={props['data-testid']}
    >
      <div
        className={props.listClassName ? `${css.list} ${props.listClassName}` : css.list}
        role="tablist"
        aria-orientation="horizontal"
      >
        {props.tabs.map((tab) => {
          const active = tab.value === props.active
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              className={`mantine-focus-auto ${css.tab}`}
              data-active={active || undefined}
              id={id === undefined ? undefined : tabId(id, tab.value)}
              aria-controls={id === undefined ? undefined : panelId(id, tab.value)}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              data-testid={tab.testId}
              onClick={() => props.onChange(tab.value)}
              onKeyDown={onKeyDown}
            >
              <span className={css.label}>{tab.label}</span>
              {tab.badge ? (
                <span className={css.section} data-position="right">
                  {tab.badge}
                </span>
              ) : null}
            </button>
          )
        })}
      </div>
      {props.children}
    </div>
  )
}

/**
 * The panel of a `PlainTabs` tab, kept mounted as Mantine's `keepMounted` keeps it: an inactive panel is hidden and its
 * content rendered in a hidden `Activity` (not on the server; in the browser after the page, effects held back).
 */
export function PlainTabPanel<T extends string | number>(props: {
  id: string
  value: T
  active: T
  children: ReactNode
  'data-testid'?: string
}) {
  const active = props.value === props.active
  return (
    <div
      style={active ? undefined : { display: 'none' }}
      role="tabpanel"
      id={panelId(props.id, props.value)}
      aria-labelledby={tabId(props.id, props.value)}
      data-testid={props['data-testid']}
    >
      <Activity mode={active ? 'visible' : 'hidden'}>{props.children}</Activity>
    </div>
  )
}

const tabId = (id: string, value: string | number) => `${id}-tab-${value}`
const panelId = (id: string, value: string | number) => `${id}-panel-${value}`
