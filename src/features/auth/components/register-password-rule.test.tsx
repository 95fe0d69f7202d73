/**
 * Mode 6 checks the new password with the API's own rule (`meetsPasswordRule` from src/contract): a password the
 * server would refuse gets a field error in the shopper's language and no request leaves, instead of a server toast.
 */
import { msg } from '@lingui/core/macro'
import { type I18n, setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { meetsPasswordRule } from '~/contract'
import { loadCatalog } from '~/i18n/catalogs'
import type { Locale } from '~/i18n/locales'
import { server } from '../../../../tests/unit/msw'
import { TestRouter } from '../../../../tests/unit/render'
import { LoginForm } from './login-form'

const posts: { path: string; body: unknown }[] = []
beforeEach(() =>
  server.use(
    http.get('*/api/front/login/method/info', () =>
      HttpResponse.json({ code: 200, message: '', data: { visitorOpen: true } }),
    ),
    http.post('*/api/*', async ({ request }) => {
      posts.push({ path: new URL(request.url).pathname, body: await request.json() })
      return HttpResponse.json({ code: 200, message: 'done', data: {} })
    }),
    http.get('*/api/*', () => HttpResponse.json({ code: 200, message: '', data: { id: 1 } })),
  ),
)
afterEach(() => {
  posts.length = 0
})

async function renderRegisterForm(locale: Locale): Promise<{ i18n: I18n; onSignedIn: () => void }> {
  const i18n = setupI18n({ locale, messages: { [locale]: await loadCatalog(locale) } })
  const onSignedIn = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider>
          <TestRouter>
            <LoginForm onSignedIn={onSignedIn} />
          </TestRouter>
        </MantineProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  fireEvent.click(screen.getByText(i18n._(msg`Create an account`)))
  await screen.findByTestId('register-email-form')
  fireEvent.change(screen.getByRole('textbox', { name: i18n._(msg`E-mail`) }), {
    target: { value: 'new@shop.example' },
  })
  fireEvent.change(screen.getByRole('textbox', { name: i18n._(msg`Verification code`) }), {
    target: { value: '123456' },
  })
  fireEvent.click(screen.getByRole('checkbox'))
  return { i18n, onSignedIn }
}

const typePassword = (i18n: I18n, value: string) =>
  fireEvent.change(screen.getByLabelText(i18n._(msg`Password`), { selector: 'input' }), { target: { value } })
const register = (i18n: I18n) => fireEvent.click(screen.getByRole('button', { name: i18n._(msg`Register`) }))

describe('register form: the password rule of the contract', () => {
  it.each([
    ['en', 'The password must be 8 to 64 characters long and contain a letter and a digit'],
    ['fr', 'Le mot de passe doit comporter de 8 à 64 caractères et contenir une lettre et un chiffre'],
  ] as const)('%s: a password the API would refuse is a field error, and nothing is sent', async (locale, error) => {
    const { i18n, onSignedIn } = await renderRegisterForm(locale)
    for (const weak of ['abc123', 'onlyletters', '12345678', `a1${'x'.repeat(63)}`]) {
      expect(meetsPasswordRule(weak)).toBe(false)
      typePassword(i18n, weak)
      register(i18n)
      expect(await screen.findByText(error)).toBeTruthy()
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(posts).toEqual([])

    typePassword(i18n, 'Secret-123')
    register(i18n)
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce())
    expect(screen.queryByText(error)).toBeNull()
    expect(posts).toEqual([
      {
        path: '/api/front/login/register/email',
        body: { email: 'new@shop.example', captcha: '123456', password: 'Secret-123' },
      },
    ])
  })
})
