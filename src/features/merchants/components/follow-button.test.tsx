import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MerchantIndexInfo } from '~/contract'
import { merchantIndexQuery, merchantKeys } from '../queries'
import { server } from '../../../../tests/unit/msw'
import { FollowButton } from './follow-button'

let currentUser: { id: number } | null = { id: 1 }
const open = vi.fn()
// The gate as auth's own test pins it: a guest gets the dialog with the current page, a user the action.
vi.mock('~/features/auth', () => ({
  useRequireSignIn: () => (action: () => void) => (currentUser ? action() : open('/merchant/merchant/home?id=3')),
}))

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

let followers = 10
let following = false
let failNext = false
const calls: string[] = []
const handlers = [
  http.get('*/api/front/merchant/index/info/3', () =>
    HttpResponse.json({ code: 200, message: '', data: store({ isCollect: following, followerCount: followers }) }),
  ),
  http.post('*/api/front/collect/add/merchant/3', async () => {
    calls.push('add')
    if (failNext) return HttpResponse.json({ code: 500, message: 'Nope', data: null })
    following = true
    followers += 1
    return HttpResponse.json({ code: 200, message: '', data: null })
  }),
  http.post('*/api/front/collect/cancel/merchant/3', () => {
    calls.push('cancel')
    following = false
    followers -= 1
    return HttpResponse.json({ code: 200, message: '', data: null })
  }),
]
beforeEach(() => server.use(...handlers))
afterEach(() => {
  followers = 10
  following = false
  failNext = false
  calls.length = 0
  currentUser = { id: 1 }
  open.mockClear()
})

function store(patch: Partial<MerchantIndexInfo>): MerchantIndexInfo {
  return {
    id: 3,
    name: 'Brightway',
    avatar: '',
    pcBackImage: '',
    backImage: '',
    pcBanner: '[]',
    isCollect: false,
    isSelf: false,
    typeId: 1,
    typeName: '',
    categoryId: 1,
    starLevel: 4,
    followerCount: 10,
    openingHours: '',
    intro: '',
    productCount: 0,
    ...patch,
  }
}

/** The button wired to the M3 cache the way the store shell uses it, plus the count it shows. */
function Harness() {
  const { data } = useQuery(merchantIndexQuery(3))
  if (!data) return null
  return (
    <>
      <span data-testid="count">{data.followerCount}</span>
      <FollowButton merId={3} following={data.isCollect} />
    </>
  )
}

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  queryClient.setQueryData(merchantKeys.index(3), store({}))
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <Harness />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  )
  return queryClient
}

describe('FollowButton', () => {
  it('follows, bumps the count at once, then unfollows', async () => {
    setup()
    fireEvent.click(screen.getByRole('button', { name: /follow/i }))
    // Optimistic: the count and the label change before the server answers.
    expect(await screen.findByText('Following')).toBeTruthy()
    expect(screen.getByTestId('count').textContent).toBe('11')
    await waitFor(() => expect(calls).toEqual(['add']))
    await waitFor(() => expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('true'))
    fireEvent.click(screen.getByRole('button', { name: /following/i }))
    expect(await screen.findByText('Follow')).toBeTruthy()
    await waitFor(() => expect(calls).toEqual(['add', 'cancel']))
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('10'))
  })

  it('rolls back when the server refuses', async () => {
    failNext = true
    const queryClient = setup()
    fireEvent.click(screen.getByRole('button', { name: /follow/i }))
    await waitFor(() => expect(calls).toEqual(['add']))
    await waitFor(() => expect(screen.getByText('Follow')).toBeTruthy())
    expect(queryClient.getQueryData<MerchantIndexInfo>(merchantKeys.index(3))?.followerCount).toBe(10)
    expect(screen.getByTestId('count').textContent).toBe('10')
  })

  it('asks a guest to sign in and returns to the store', () => {
    currentUser = null
    setup()
    fireEvent.click(screen.getByRole('button', { name: /follow/i }))
    expect(open).toHaveBeenCalledWith('/merchant/merchant/home?id=3')
    expect(calls).toEqual([])
  })
})
