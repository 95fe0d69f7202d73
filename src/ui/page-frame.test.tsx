import { MantineProvider } from '@mantine/core'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PageFrame } from './page-frame'

const wrap = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>)

describe('PageFrame', () => {
  it('frames a page: breadcrumb, the h1 with its actions, then the content, in the shop container', () => {
    wrap(
      <PageFrame
        title="Order details"
        breadcrumb={<nav aria-label="Breadcrumb">Home › Orders</nav>}
        actions={<a href="#x">Back</a>}
        data-testid="frame"
      >
        <p>Body</p>
      </PageFrame>,
    )
    const frame = screen.getByTestId('frame')
    expect(frame.className).toContain('shop-container')
    const heading = screen.getByRole('heading', { level: 1, name: 'Order details' })
    const order = [
      screen.getByRole('navigation', { name: 'Breadcrumb' }),
      heading,
      screen.getByRole('link', { name: 'Back' }),
      screen.getByText('Body'),
    ]
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1].compareDocumentPosition(order[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    }
  })

  it('puts the aside beside the content, and a frame inside it adds an h2, not a second container', () => {
    wrap(
      <PageFrame aside={<nav aria-label="User centre">menu</nav>} data-testid="outer">
        <PageFrame title="Shipping addresses" card data-testid="inner">
          <p>Addresses</p>
        </PageFrame>
      </PageFrame>,
    )
    const outer = screen.getByTestId('outer')
    expect(within(outer).getByRole('navigation', { name: 'User centre' })).toBeTruthy()
    const inner = screen.getByTestId('inner')
    expect(inner.className).not.toContain('shop-container')
    expect(within(inner).getByRole('heading', { level: 2, name: 'Shipping addresses' })).toBeTruthy()
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
    expect(outer.querySelectorAll('.shop-container')).toHaveLength(0)
  })

  it('narrows the frame for pages of one card or running text', () => {
    wrap(
      <PageFrame maxWidth={672} data-testid="frame">
        <p>Card</p>
      </PageFrame>,
    )
    expect(screen.getByTestId('frame').style.maxWidth).toBe('672px')
  })
})
