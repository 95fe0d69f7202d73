import type { ReactNode } from 'react'
import { PlainTabs } from '~/ui/plain-tabs'
import { ORDER_TABS, type OrderTab } from '../queries'

/**
 * The order list's tabs: Mantine's Tabs markup and look in plain elements (`PlainTabs`, decision 97). There is no tab
 * panel: a tab changes the page's URL, and the list under the tabs follows it.
 */
export function OrderTabs(props: {
  active: OrderTab
  onChange: (tab: OrderTab) => void
  label: (tab: OrderTab) => ReactNode
  badge: (tab: OrderTab) => ReactNode
}) {
  const tabs = ORDER_TABS.map((tab) => ({
    value: tab,
    label: props.label(tab),
    badge: props.badge(tab),
    testId: `order-tab-${tab}`,
  }))
  return <PlainTabs tabs={tabs} active={props.active} onChange={props.onChange} />
}
