import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../tests/unit/render'
import { ORDER_TABS, type OrderTab } from '../queries'
import { OrderTabs } from './order-tabs'

const names: Record<OrderTab, string> = {
  0: 'To pay',
  1: 'To ship',
  2: 'To receive',
  3: 'Completed',
  4: 'To evaluate',
  5: 'Return/refund',
  6: 'Cancelled',
  7: 'All',
}

function renderTabs(active: OrderTab) {
  const onChange = vi.fn()
  renderWithProviders(
    <OrderTabs
      active={active}
      onChange={onChange}
      label={(tab) => names[tab]}
      badge={(tab) => (tab === 0 ? <span data-testid="count">2</span> : null)}
    />,
  )
  return { onChange, tabs: screen.getAllByRole('tab') }
}

describe('order tabs (plain, decision 97)', () => {
  it('is a tablist of the 8 tabs in order, the active one selected and alone in the tab order', () => {
    const { tabs } = renderTabs(2)
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('horizontal')
    expect(tabs.map((tab) => tab.textContent)).toEqual(ORDER_TABS.map((tab) => names[tab] + (tab === 0 ? '2' : '')))
    const selected = tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true')
    expect(selected.map((tab) => tab.textContent)).toEqual(['To receive'])
    expect(tabs.map((tab) => tab.tabIndex)).toEqual(ORDER_TABS.map((tab) => (tab === 2 ? 0 : -1)))
    expect(selected[0]!.hasAttribute('data-active')).toBe(true)
    expect(tabs.filter((tab) => tab.hasAttribute('data-active'))).toHaveLength(1)
  })

  it('opens a tab on click, the active one too (its first page)', () => {
    const { onChange } = renderTabs(7)
    fireEvent.click(screen.getByRole('tab', { name: 'To ship' }))
    fireEvent.click(screen.getByRole('tab', { name: 'All' }))
    expect(onChange.mock.calls).toEqual([[1], [7]])
  })

  it('moves with the arrow keys (looping) and opens the tab reached; Home and End only move', () => {
    const { onChange, tabs } = renderTabs(7)
    tabs[0]!.focus()
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tabs[1])
    expect(onChange).toHaveBeenLastCalledWith(ORDER_TABS[1])
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(tabs[tabs.length - 1])
    expect(onChange).toHaveBeenLastCalledWith(ORDER_TABS[ORDER_TABS.length - 1])
    onChange.mockClear()
    fireEvent.keyDown(tabs[3]!, { key: 'End' })
    expect(document.activeElement).toBe(tabs[tabs.length - 1])
    fireEvent.keyDown(tabs[3]!, { key: 'Home' })
    expect(document.activeElement).toBe(tabs[0])
    expect(onChange).not.toHaveBeenCalled()
  })
})
