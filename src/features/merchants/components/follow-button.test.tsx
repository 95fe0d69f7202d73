import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { MerchantIndexInfo } from '~/contract'
import { currentUserQuery, type CurrentUser, SessionProvider } from '~/features/account/queries'
import { loginDialog } from '~/features/auth'
import { merchantIndexQuery, merchantKeys } from '../queries'
import { TestRouter } from '../../../../tests/unit/render'
import { server } from '../../../../tests/unit/msw'
import { FollowButton } from './follow-button'

/** Who the shell's session knows (the real sign-in gate reads it): a user, or a guest (null). */
let currentUser: { id: number } | null = { id: 1 }

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

let followers = 10
let following = false
let failNext = false
const calls: string[] = []
const handlers = [
  http.get('*/api/front/user/info', () => HttpResponse.json({ code: 200, message: '', data: currentUser })),
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
  loginDialog.close()
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
  queryClient.setQueryData(currentUserQuery().queryKey, currentUser as CurrentUser | null)
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <TestRouter path="/merchant/merchant/home?id=3">
            <SessionProvider>
              <Harness />
            </SessionProvider>
          </TestRouter>
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
    expect(loginDialog.get()).toEqual({ open: true, returnTo: '/merchant/merchant/home?id=3', start: 'sign-in' })
    expect(calls).toEqual([])
  })
})
