/**
 * The support entry points against the API (msw): each service type does its thing, a guest gets the login
 * dialog, and our own chat shows the greeting, sends text, shows stream replies on the left and opens images.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChatMessage } from '~/contract'
import { server } from '../../../../tests/unit/msw'
import { renderWithProviders } from '../../../../tests/unit/render'
import { supportChat } from '../chat-store'
import { PlatformSupportProvider, useOpenSupportChat } from '../use-open-support-chat'
import { ChatLauncher } from './chat-launcher'

let signedIn = true
const loginDialog = vi.fn()
vi.mock('~/features/auth', () => ({
  useRequireSignIn: () => (action: () => void) => (signedIn ? action() : loginDialog()),
}))
vi.mock('~/features/site', async (importActual) => ({
  ...(await importActual<object>()),
  useShell: () => ({ publicConfig: { support: {} } }),
}))
const siteVisits = vi.fn()
vi.mock('../navigate', () => ({ openSupportSite: (href: string) => siteVisits(href) }))

class FakeEventSource {
  static last: FakeEventSource | null = null
  listeners: ((event: MessageEvent<string>) => void)[] = []
  constructor(public url: string) {
    FakeEventSource.last = this
  }
  addEventListener(_type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.push(listener)
  }
  close() {}
  emit(message: ChatMessage) {
    for (const listener of this.listeners) listener(new MessageEvent('message', { data: JSON.stringify(message) }))
  }
}

let platform = {
  consumerType: 'message',
  consumerH5Url: 'https://help.example.com/chat',
  consumerHotline: '+7 800 555-35-35',
  consumerEmail: 'help@example.com',
}
const sent: unknown[] = []
const message = (id: number, patch: Partial<ChatMessage>): ChatMessage => ({
  id,
  conversationId: 7,
  sender: 'user',
  type: 'text',
  content: '',
  createTime: '2026-11-23 10:15:00',
  ...patch,
})
const ok = (data: unknown) => HttpResponse.json({ code: 200, message: 'success', data })

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource)
  server.use(
    http.get('*/api/pc/home/index', () => ok(platform)),
    http.get('*/api/front/merchant/customer/service/info/3', () =>
      ok({ serviceType: 'message', serviceLink: '', serviceMessage: '', servicePhone: '', serviceEmail: '' }),
    ),
    http.post('*/api/front/chat/conversation', async ({ request }) => {
      const { merId } = (await request.json()) as { merId: number }
      return ok({ id: merId === 3 ? 8 : 7, merId, merName: merId === 3 ? 'Brightway Store' : '', merAvatar: '' })
    }),
    http.get('*/api/front/chat/messages', () =>
      ok({
        list: [
          message(1, { content: 'Earlier question' }),
          message(2, {
            sender: 'operator',
            type: 'image',
            content: 'https://shop.test/media/uploads/2026/11/abcdefghijklmnop.png',
          }),
        ],
        total: 2,
        page: 1,
        limit: 50,
        totalPage: 1,
      }),
    ),
    http.post('*/api/front/chat/send', async ({ request }) => {
      const body = (await request.json()) as { content: string }
      sent.push(body)
      return ok(message(3, { content: body.content }))
    }),
  )
})
afterEach(() => {
  act(() => supportChat.close())
  signedIn = true
  sent.length = 0
  loginDialog.mockClear()
  siteVisits.mockClear()
  platform = { ...platform, consumerType: 'message' }
  vi.unstubAllGlobals()
})

function OpenButton({ merId }: { merId?: number }) {
  const open = useOpenSupportChat()
  return (
    <button type="button" onClick={() => open(merId)}>
      open support
    </button>
  )
}

async function openSupport(merId?: number) {
  // The shell provides the platform's support once for its parts (decision 112).
  renderWithProviders(
    <PlatformSupportProvider>
      <OpenButton merId={merId} />
      <ChatLauncher />
    </PlatformSupportProvider>,
  )
  // The platform's service type comes from P1: wait until it has loaded.
  await waitFor(() => expect(screen.getByRole('button', { name: 'open support' })).toBeTruthy())
  await new Promise((resolve) => setTimeout(resolve, 50))
  fireEvent.click(screen.getByRole('button', { name: 'open support' }))
}

describe('customer support', () => {
  it('message: opens our own chat with the greeting, the history, sending and live replies', async () => {
    await openSupport()
    const panel = await screen.findByRole('region', { name: 'Support chat' })
    expect((await within(panel).findByTestId('chat-greeting')).textContent).toMatch(/factory prices/)
    expect(within(panel).getByTestId('chat-presence').textContent).toMatch(/connected with Crossborder Market support/)
    expect(await within(panel).findByText('Earlier question')).toBeTruthy()

    const send = within(panel).getByRole('button', { name: 'Send' }) as HTMLButtonElement
    expect(send.disabled).toBe(true)
    fireEvent.click(within(panel).getByRole('button', { name: 'Insert an emoji' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Emoji 👍' }))
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Your message' }), { target: { value: 'Hello 👍' } })
    expect(send.disabled).toBe(false)
    fireEvent.click(send)
    await waitFor(() => expect(sent).toEqual([{ conversationId: 7, type: 'text', content: 'Hello 👍' }]))
    const mine = await within(panel).findByText('Hello 👍')
    expect(mine.closest('[data-side]')?.getAttribute('data-side')).toBe('user')

    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/front/chat/stream?conversationId=7&lastEventId=2'))
    act(() => FakeEventSource.last!.emit(message(4, { sender: 'operator', content: 'How can we help?' })))
    const reply = await within(panel).findByText('How can we help?')
    expect(reply.closest('[data-side]')?.getAttribute('data-side')).toBe('reply')

    fireEvent.click(within(panel).getByRole('button', { name: 'Open the image' }))
    const viewer = await screen.findByRole('dialog', { name: 'Image' })
    // Esc closes the image viewer only; the chat stays open (React bubbles the key out of the viewer's portal).
    fireEvent.keyDown(viewer, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Image' })).toBeNull())
    expect(screen.getByTestId('chat-panel').hasAttribute('data-hidden')).toBe(false)
  })

  it('a store’s inquiry opens the chat with that store, shown in the side panel', async () => {
    await openSupport(3)
    const side = await screen.findByTestId('chat-side-panel')
    expect(await within(side).findByText('Brightway Store')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Brightway Store' })).toBeTruthy()
  })

  it('hotline shows the number with a tel: link', async () => {
    platform = { ...platform, consumerType: 'hotline' }
    await openSupport()
    const link = await screen.findByRole('link', { name: '+7 800 555-35-35' })
    expect(link.getAttribute('href')).toBe('tel:+7800555-35-35')
  })

  it('e-mail shows a mailto: link', async () => {
    platform = { ...platform, consumerType: 'email' }
    await openSupport()
    expect((await screen.findByRole('link', { name: 'help@example.com' })).getAttribute('href')).toBe(
      'mailto:help@example.com',
    )
  })

  it('H5 opens the support site', async () => {
    platform = { ...platform, consumerType: 'H5' }
    await openSupport()
    await waitFor(() => expect(siteVisits).toHaveBeenCalledWith('https://help.example.com/chat'))
    expect(screen.queryByRole('region', { name: 'Support chat' })).toBeNull()
  })

  it('a guest gets the login dialog and no chat', async () => {
    signedIn = false
    await openSupport()
    expect(loginDialog).toHaveBeenCalledOnce()
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }))
    expect(loginDialog).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole('region', { name: 'Support chat' })).toBeNull()
  })

  it('hide keeps the conversation behind the launcher; close ends it', async () => {
    await openSupport()
    const panel = await screen.findByRole('region', { name: 'Support chat' })
    fireEvent.click(within(panel).getByRole('button', { name: 'Hide the chat' }))
    expect(panel.hasAttribute('data-hidden')).toBe(true)
    fireEvent.click(screen.getByTestId('chat-launcher'))
    expect(panel.hasAttribute('data-hidden')).toBe(false)
    fireEvent.click(within(panel).getByRole('button', { name: 'Close the chat' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Support chat' })).toBeNull())
  })
})
