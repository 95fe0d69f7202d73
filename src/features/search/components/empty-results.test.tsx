import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../tests/unit/msw'
import { renderWithProviders } from '../../../../tests/unit/render'
import { EmptyResults, RECOMMENDED_COUNT } from './empty-results'

const ok = (data: unknown) => HttpResponse.json({ code: 200, message: '', data })

const card = (id: number) => ({
  id,
  image: `/media/p${id}.svg`,
  storeName: `Product ${id}`,
  price: '12.90',
  otPrice: '20.00',
  sales: 3,
  ficti: 0,
  stock: 8,
})

/** The hot searches and the leaderboard the empty screen asks for (S2, K3). */
function answer(keywords: { id: number; title: string }[], cards: ReturnType<typeof card>[]) {
  server.use(
    http.get('*/api/front/search/keyword', () => ok(keywords)),
    http.get('*/api/front/product/leaderboard', () => ok(cards)),
  )
}

const renderEmpty = (props: Parameters<typeof EmptyResults>[0]) =>
  renderWithProviders(
    <Suspense fallback={null}>
      <EmptyResults {...props} />
    </Suspense>,
  )

// A search with no match (was an e2e page load of `/goods/goods_search?title=zzzqqqxxx`, search.spec.ts): what the
// screen shows is this component's; the route reaching it is walked by search.spec.ts's journeys.
describe('EmptyResults', () => {
  it('says nothing matches the words, offers each hot search as a search link and recommends best sellers', async () => {
    answer(
      [
        { id: 1, title: 'lamp' },
        { id: 2, title: 'tea set' },
      ],
      Array.from({ length: RECOMMENDED_COUNT + 2 }, (_, i) => card(i + 1)),
    )
    renderEmpty({ search: { title: 'zzzqqqxxx' } })
    const empty = await screen.findByTestId('search-empty')
    expect(within(empty).getByRole('heading', { level: 2, name: 'No goods match “zzzqqqxxx”' })).toBeTruthy()
    const hot = within(screen.getByTestId('hot-searches')).getAllByRole('link')
    expect(hot.map((link) => link.textContent)).toEqual(['lamp', 'tea set'])
    expect(hot[1].getAttribute('href')).toMatch(/^\/goods\/goods_search\?title=tea(\+|%20)set$/)
    const recommended = within(screen.getByTestId('search-recommended')).getAllByTestId('product-card')
    expect(recommended).toHaveLength(RECOMMENDED_COUNT)
    expect(recommended[0].getAttribute('href')).toBe('/goods_detail/1')
  })

  it('on the stores tab without words it speaks of the filters, and leaves out empty hot searches and recommendations', async () => {
    answer([], [])
    renderEmpty({ search: {}, stores: true })
    const empty = await screen.findByTestId('search-empty')
    expect(within(empty).getByRole('heading', { level: 2, name: 'No stores match these filters' })).toBeTruthy()
    expect(screen.queryByTestId('hot-searches')).toBeNull()
    expect(screen.queryByTestId('search-recommended')).toBeNull()
  })
})
