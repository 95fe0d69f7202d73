/**
 * The image captcha in the login dialog (the captcha variant of docs/spec.md §2.69 (#spec-2-69)), in Russian: a sign-in
 * refused with `data.imageCaptcha` shows the picture with its words in the shopper's language; the refresh button
 * fetches another; the typed characters go in the Captcha-Key / Captcha-Answer headers; a wrong answer brings a new
 * picture; a sign-in that succeeds takes the picture away.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadCatalog } from '~/i18n/catalogs'
import { server } from '../../../../tests/unit/msw'
import { renderWithProviders } from '../../../../tests/unit/render'
import { imageCaptcha } from '../image-captcha-store'
import { LoginForm } from './login-form'

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
const logins: { key: string | null; answer: string | null }[] = []
let pictures = 0

beforeEach(() => {
  pictures = 0
  server.use(
    http.get('*/api/front/login/method/info', () => HttpResponse.json({ code: 200, message: '', data: {} })),
    http.get('*/api/front/captcha/image', () => {
      pictures++
      return HttpResponse.json({
        code: 200,
        message: 'success',
        data: { key: `key-${pictures}`, image: PIXEL, width: 200, height: 70, length: 5, expiresInSeconds: 300 },
      })
    }),
    http.post('*/api/front/login/email', ({ request }) => {
      const key = request.headers.get('captcha-key')
      const answer = request.headers.get('captcha-answer')
      logins.push({ key, answer })
      if (!key)
        return HttpResponse.json({ code: 400, message: 'Введите символы с картинки', data: { imageCaptcha: true } })
      if (answer !== 'HK7MX')
        return HttpResponse.json({
          code: 400,
          message: 'Символы не совпадают с картинкой',
          data: { imageCaptcha: true },
        })
      return HttpResponse.json({ code: 200, message: 'ok', data: { token: 't', uid: 1 } })
    }),
    http.get('*/api/*', () => HttpResponse.json({ code: 200, message: '', data: { id: 1 } })),
  )
})
afterEach(() => {
  logins.length = 0
  imageCaptcha.reset()
})

async function renderInRussian() {
  const onSignedIn = vi.fn()
  renderWithProviders(<LoginForm onSignedIn={onSignedIn} />, { locale: 'ru', messages: await loadCatalog('ru') })
  return onSignedIn
}

const signIn = () => fireEvent.click(screen.getByRole('button', { name: 'Войти' }))

describe('the image captcha field', () => {
  it('appears when the server asks, answers in the headers, refreshes, and goes once signed in', async () => {
    const onSignedIn = await renderInRussian()
    expect(screen.queryByTestId('image-captcha')).toBeNull()
    fireEvent.change(screen.getByRole('textbox', { name: 'Почта' }), { target: { value: 'demo@shop.example' } })
    fireEvent.change(screen.getByLabelText('Пароль', { selector: 'input' }), { target: { value: 'right-password' } })
    fireEvent.click(screen.getByRole('checkbox'))
    signIn()

    // Refused without a picture: the picture and its field appear, in Russian.
    const picture = await screen.findByRole('img', {
      name: 'Картинка с 5 буквами и цифрами, которые нужно ввести в поле ниже',
    })
    expect(picture.getAttribute('src')).toBe(PIXEL)
    expect(screen.getByText('Чтобы защитить вашу учётную запись, введите символы с картинки.')).toBeTruthy()
    expect(onSignedIn).not.toHaveBeenCalled()
    expect(pictures).toBe(1)

    // Another picture on request, announced to screen readers.
    fireEvent.click(screen.getByRole('button', { name: 'Показать другую картинку' }))
    await waitFor(() => expect(pictures).toBe(2))
    expect(await screen.findByText('Показана новая картинка.')).toBeTruthy()

    // A wrong answer: sent with the current picture's key, refused, and a new picture comes.
    const answer = screen.getByRole('textbox', { name: 'Символы с картинки' })
    fireEvent.change(answer, { target: { value: 'WRONG' } })
    signIn()
    await waitFor(() => expect(pictures).toBe(3))
    expect(logins.at(-1)).toEqual({ key: 'key-2', answer: 'WRONG' })
    expect((screen.getByRole('textbox', { name: 'Символы с картинки' }) as HTMLInputElement).value).toBe('')

    // The right answer signs in and the picture goes away.
    fireEvent.change(screen.getByRole('textbox', { name: 'Символы с картинки' }), { target: { value: 'HK7MX' } })
    signIn()
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce())
    expect(logins.at(-1)).toEqual({ key: 'key-3', answer: 'HK7MX' })
    await waitFor(() => expect(screen.queryByTestId('image-captcha')).toBeNull())
  })
})
