import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../tests/unit/render'
import { accountKeys, type CurrentUser } from '../queries'
import { server } from '../../../../tests/unit/msw'
import { ProfileSettings } from './profile-page'

const user: CurrentUser = {
  id: 1,
  uid: 1,
  nickname: 'Demo Shopper',
  name: 'Anna Petrova',
  avatar: 'https://cdn.example/a.png',
  phone: '',
  countryCode: '',
  email: 'demo@shop.example',
  inviteCode: 'ABC',
  userType: 'email',
  isVisitor: false,
}
const edits: unknown[] = []
let infoReads = 0
const handlers = [
  http.post('*/api/front/user/edit', async ({ request }) => {
    edits.push(await request.json())
    return HttpResponse.json({ code: 200, message: 'Saved', data: null })
  }),
  http.get('*/api/front/user/info', () => {
    infoReads += 1
    return HttpResponse.json({ code: 200, message: '', data: { ...user, nickname: 'New Name' } })
  }),
]
beforeEach(() => server.use(...handlers))
afterEach(() => {
  edits.length = 0
  infoReads = 0
})

const nickname = () => screen.getByRole('textbox', { name: 'Nickname' }) as HTMLInputElement

describe('profile settings', () => {
  it('refuses an empty nickname (spaces only too) and sends nothing', async () => {
    renderWithProviders(<ProfileSettings user={user} />)
    expect(nickname().value).toBe('Demo Shopper')
    expect(screen.getByText('demo@shop.example')).toBeTruthy()
    fireEvent.change(nickname(), { target: { value: '   ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Nickname cannot be empty')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(edits).toEqual([])
  })

  it('saves the trimmed nickname with the current avatar and re-reads the user', async () => {
    const { queryClient } = renderWithProviders(<ProfileSettings user={user} />)
    queryClient.setQueryData(accountKeys.currentUser(), user)
    fireEvent.change(nickname(), { target: { value: '  New Name ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(edits).toEqual([{ avatar: 'https://cdn.example/a.png', nickname: 'New Name', name: 'Anna Petrova' }]),
    )
    await waitFor(() =>
      expect(queryClient.getQueryState(accountKeys.currentUser())?.isInvalidated || infoReads > 0).toBe(true),
    )
    expect(screen.queryByText('Nickname cannot be empty')).toBeNull()
  })

  it('shows and saves the full name, and refuses one over 50 characters', async () => {
    renderWithProviders(<ProfileSettings user={user} />)
    const name = screen.getByRole('textbox', { name: 'Full name' }) as HTMLInputElement
    expect(name.value).toBe('Anna Petrova')
    fireEvent.change(name, { target: { value: 'x'.repeat(51) } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Name is too long')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(edits).toEqual([])
    fireEvent.change(name, { target: { value: ' Anna Ivanova ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(edits).toEqual([{ avatar: 'https://cdn.example/a.png', nickname: 'Demo Shopper', name: 'Anna Ivanova' }]),
    )
  })
})
