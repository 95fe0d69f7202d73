import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../tests/unit/render'
import { PlainTabPanel, PlainTabs } from './plain-tabs'

type Tab = 'one' | 'two' | 'three'
const TABS: Tab[] = ['one', 'two', 'three']

function Tabs() {
  const [active, setActive] = useState<Tab>('one')
  return (
    <PlainTabs
      tabs={TABS.map((value) => ({ value, label: `Tab ${value}`, testId: `tab-${value}` }))}
      active={active}
      onChange={setActive}
      id="t"
    >
      {TABS.map((value) => (
        <PlainTabPanel key={value} id="t" value={value} active={active}>
          <p>Panel {value}</p>
        </PlainTabPanel>
      ))}
    </PlainTabs>
  )
}

describe('plain tabs with panels (decision 104)', () => {
  it('links each tab to its panel and shows the active panel only', () => {
    renderWithProviders(<Tabs />)
    const tabs = screen.getAllByRole('tab')
    const panels = screen.getAllByRole('tabpanel', { hidden: true })
    expect(tabs.map((tab) => tab.getAttribute('aria-controls'))).toEqual(panels.map((panel) => panel.id))
    expect(panels.map((panel) => panel.getAttribute('aria-labelledby'))).toEqual(tabs.map((tab) => tab.id))
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false'])
    expect(panels.map((panel) => panel.style.display)).toEqual(['', 'none', 'none'])
    // Only the active panel is exposed to assistive technology.
    expect(screen.getAllByRole('tabpanel').map((panel) => panel.id)).toEqual(['t-panel-one'])
    expect(screen.getByText('Panel one')).toBeTruthy()
  })

  it('opens a tab on click and with the arrow keys, moving focus along (looping)', () => {
    renderWithProviders(<Tabs />)
    fireEvent.click(screen.getByTestId('tab-two'))
    expect(screen.getByTestId('tab-two').getAttribute('aria-selected')).toBe('true')
    expect(screen.getAllByRole('tabpanel').map((panel) => panel.id)).toEqual(['t-panel-two'])
    expect(screen.getByText('Panel two')).toBeTruthy()
    const tabs = screen.getAllByRole('tab')
    tabs[1]!.focus()
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tabs[2])
    expect(tabs[2]!.getAttribute('aria-selected')).toBe('true')
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, -1, 0])
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tabs[0])
    expect(screen.getAllByRole('tabpanel').map((panel) => panel.id)).toEqual(['t-panel-one'])
  })
})
