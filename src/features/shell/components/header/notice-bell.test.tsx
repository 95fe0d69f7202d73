import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loginDialog } from '~/features/auth'
import { formatNoticeTime } from '~/features/notices/components/notice-time'
import { parseApiTime } from '~/lib/dates'
import { server } from '../../../../../tests/unit/msw'
import { TestRouter } from '../../../../../tests/unit/render'
import { NoticeBell } from './notice-bell'

const notices = [
  {
    id: 7,
    kind: 'service',
    title: 'Your order has shipped',
    content: 'Order SH1 is on its way.',
    link: '',
    createTime: '2026-11-20 08:30:00',
    isRead: false,
  },
  {
    id: 3,
    kind: 'system',
    title: 'Holiday hours',
    content: 'Closed on Monday.',
    link: '',
    createTime: '2026-11-19 10:00:00',
    isRead: false,
  },
]
let listReads = 0
beforeEach(() => {
  listReads = 0
  server.use(
    http.get('*/api/front/notice/list', ({ request }) => {
      listReads += 1
      const url = new URL(request.url)
      expect(url.searchParams.get('isRead')).toBe('false')
      expect(url.searchParams.get('limit')).toBe('5')
      return HttpResponse.json({
        code: 200,
        message: '',
        data: { list: notices, total: 12, page: 1, limit: 5, totalPage: 3 },
      })
    }),
  )
})
afterEach(() => loginDialog.close())

function renderBell(signedIn: boolean, path = '/') {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <TestRouter path={path}>
            <NoticeBell signedIn={signedIn} />
          </TestRouter>
        </MantineProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
}

describe('the header notice bell', () => {
  it('shows the unread count and up to 5 unread notices with locale times, each linking to its detail, and a link to all', async () => {
    renderBell(true)
    const bell = screen.getByTestId('notice-bell')
    await waitFor(() => expect(bell.getAttribute('data-unread')).toBe('12'))
    fireEvent.click(bell)
    // The dropdown's module loads on this first click (decision 31), then opens.
    const items = await screen.findAllByTestId('bell-notice', {}, { timeout: 5000 })
    expect(items).toHaveLength(2)
    expect(items[0].textContent).toContain('Your order has shipped')
    expect(items[0].getAttribute('href')).toBe('/notices/notice_details?menuCur=1010&notice=7')
    // The time is formatted for the locale, never the raw wire string.
    expect(items[0].textContent).not.toContain('2026-11-20 08:30:00')
    expect(items[0].querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T08:30:00.000Z')
    expect(screen.getByTestId('bell-more').getAttribute('href')).toBe('/notices/notice_list')
  })

  it('asks a guest to sign in (then the notice list) and reads nothing', async () => {
    renderBell(false)
    fireEvent.click(screen.getByTestId('notice-bell'))
    expect(loginDialog.get()).toMatchObject({ open: true, returnTo: '/notices/notice_list' })
    expect(screen.queryByTestId('notice-bell-dropdown')).toBeNull()
    expect(listReads).toBe(0)
  })

  it('is disabled on the notice detail route', async () => {
    renderBell(true, '/notices/notice_details?menuCur=1010&notice=7')
    const bell = screen.getByTestId('notice-bell')
    expect(bell.getAttribute('data-disabled')).toBe('true')
    await waitFor(() => expect(listReads).toBe(1))
    fireEvent.click(bell)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByTestId('notice-bell-dropdown')).toBeNull()
  })
})

describe('notice times', () => {
  it('reads the wire time as UTC and formats it per locale: relative within a day, else date and time', () => {
    const at = parseApiTime('2026-11-20 08:30:00')!
    expect(at.toISOString()).toBe('2026-11-20T08:30:00.000Z')
    expect(parseApiTime('yesterday')).toBeNull()
    const now = new Date('2026-11-20T09:00:00Z')
    expect(formatNoticeTime(at, 'en', now)).toBe('30 minutes ago')
    expect(formatNoticeTime(at, 'ru', now)).toBe('30 минут назад')
    expect(formatNoticeTime(at, 'en', new Date('2026-11-20T11:30:00Z'))).toBe('3 hours ago')
    expect(formatNoticeTime(at, 'fr', new Date('2026-12-20T00:00:00Z'), 'UTC')).toBe('20 nov. 2026, 08:30')
  })
})
