import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { MantineProvider } from '@mantine/core'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { loadCatalog } from '~/i18n/catalogs'
import { isValidPhone } from '~/lib/phone-countries'
import { findEnabledTextbox, renderWithProviders, TestRouter } from '../../../tests/unit/render'
import { useAppForm } from './index'

interface Values {
  email: string
  country: string
  phone: string
  captcha: string
  password: string
  agreement: boolean
}

/** A form built only from kit parts, with messages translated like the app's forms do. */
function KitForm(props: {
  onSubmit: (values: Values) => Promise<void> | void
  onSend?: () => Promise<string | null>
  formRule?: boolean
}) {
  const { t } = useLingui()
  const schema = v.pipe(
    v.object({
      email: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Please enter your e-mail`)),
      country: v.string(),
      phone: v.string(),
      captcha: v.string(),
      password: v.pipe(v.string(), v.nonEmpty(t`Please enter your password`)),
      agreement: v.pipe(
        v.boolean(),
        v.check((value) => value, t`Please read and agree to the privacy agreement`),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['country'], ['phone']],
        (input) => input.phone === '' || isValidPhone(input.phone, input.country),
        t`Please enter a valid phone number`,
      ),
      ['phone'],
    ),
  )
  const form = useAppForm({
    defaultValues: { email: '', country: 'RU', phone: '', captcha: '', password: '', agreement: false } as Values,
    validators: {
      onChange: schema,
      // A rule of the whole form (no field path): FormError shows it.
      onSubmit: props.formRule ? () => 'The shop is closed for orders today' : undefined,
    },
    canSubmitWhenInvalid: true,
    onSubmit: ({ value }) => props.onSubmit(value),
  })
  return (
    <form.AppForm>
      <form.Form data-testid="kit-form">
        <form.AppField name="email">{(field) => <field.TextField label="E-mail" />}</form.AppField>
        <form.AppField name="phone">{(field) => <field.PhoneField />}</form.AppField>
        <form.AppField name="captcha">
          {(field) => <field.CodeField onSend={props.onSend ?? (async () => null)} />}
        </form.AppField>
        <form.AppField name="password">{(field) => <field.PasswordField label="Password" />}</form.AppField>
        <form.AppField name="agreement">{(field) => <field.AgreementField />}</form.AppField>
        <form.SubmitButton>Send</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

const email = () => screen.getByRole('textbox', { name: 'E-mail' })
const submit = () => screen.getByRole('button', { name: 'Send' })
const fillValid = () => {
  fireEvent.change(email(), { target: { value: 'demo@shop.example' } })
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'secret' } })
  fireEvent.click(screen.getByRole('checkbox'))
}

describe('form kit', () => {
  it('shows a field’s error once the shopper leaves it, not while typing', async () => {
    renderWithProviders(<KitForm onSubmit={() => {}} />)
    fireEvent.change(email(), { target: { value: 'a' } })
    fireEvent.change(email(), { target: { value: '' } })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(screen.queryByText('Please enter your e-mail')).toBeNull()
    fireEvent.blur(email())
    expect(await screen.findByText('Please enter your e-mail')).toBeTruthy()
    expect(email().getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByText('Please enter your password')).toBeNull()
  })

  it('shows the errors in the shopper’s locale', async () => {
    const i18n = setupI18n({ locale: 'ru', messages: { ru: await loadCatalog('ru') } })
    render(
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <TestRouter>
            <KitForm onSubmit={() => {}} />
          </TestRouter>
        </MantineProvider>
      </I18nProvider>,
    )
    fireEvent.click(submit())
    expect(await screen.findByText('Введите адрес почты')).toBeTruthy()
    expect(screen.getByText('Введите пароль')).toBeTruthy()
    expect(screen.queryByText('Please enter your e-mail')).toBeNull()
  })

  it('requires the privacy agreement, whose link opens the agreement in a new tab', async () => {
    const onSubmit = vi.fn()
    renderWithProviders(<KitForm onSubmit={onSubmit} />)
    fireEvent.change(email(), { target: { value: 'demo@shop.example' } })
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'secret' } })
    fireEvent.click(submit())
    expect(await screen.findByText('Please read and agree to the privacy agreement')).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
    const link = screen.getByRole('link', { name: 'privacy agreement' })
    expect(link.getAttribute('href')).toBe('/middlewares/privacy_agreement')
    expect(link.getAttribute('target')).toBe('_blank')
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(submit())
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce())
    expect(screen.queryByText('Please read and agree to the privacy agreement')).toBeNull()
  })

  it('keeps the submit button disabled and busy while submitting, so a double click submits once', async () => {
    let finish = () => {}
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    renderWithProviders(<KitForm onSubmit={onSubmit} />)
    fillValid()
    expect((submit() as HTMLButtonElement).disabled).toBe(false)
    fireEvent.click(submit())
    await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(true))
    expect(submit().getAttribute('data-loading')).toBe('true')
    fireEvent.click(submit())
    expect(onSubmit).toHaveBeenCalledOnce()
    await act(async () => finish())
    await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(false))
    expect(onSubmit).toHaveBeenCalledOnce()
  })

  it('checks the phone against the country chosen in its picker (a sibling field)', async () => {
    const onSubmit = vi.fn()
    renderWithProviders(<KitForm onSubmit={onSubmit} />)
    fillValid()
    fireEvent.change(await findEnabledTextbox('Phone'), { target: { value: '12' } })
    fireEvent.click(submit())
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy()
    expect((screen.getByTestId('country-code') as HTMLInputElement).value).toMatch(/Russia \+7/)
    fireEvent.change(await findEnabledTextbox('Phone'), { target: { value: '9001234567' } })
    fireEvent.click(submit())
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce())
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ country: 'RU', phone: '9001234567' })
  })

  it('code field: starts the countdown only when the code went out', async () => {
    const onSend = vi.fn<() => Promise<string | null>>().mockResolvedValueOnce(null).mockResolvedValueOnce('')
    renderWithProviders(<KitForm onSubmit={() => {}} onSend={onSend} />)
    expect(screen.getByLabelText('Verification code')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }))
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1))
    expect(await screen.findByRole('button', { name: 'Get code' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }))
    expect(await screen.findByRole('button', { name: /Resend in \d+s/ })).toBeTruthy()
  })

  it('shows a rule of the whole form after a submit attempt, and does not submit', async () => {
    const onSubmit = vi.fn()
    renderWithProviders(<KitForm onSubmit={onSubmit} formRule />)
    expect(screen.queryByRole('alert')).toBeNull()
    fillValid()
    fireEvent.click(submit())
    expect((await screen.findByTestId('form-error')).textContent).toBe('The shop is closed for orders today')
    expect(onSubmit).not.toHaveBeenCalled()
  })
})

/** The sign-in fields alone (no router link): what the server renders and the browser hydrates. */
function EarlyForm({ onSubmit }: { onSubmit: (values: Pick<Values, 'email' | 'phone' | 'password'>) => void }) {
  const form = useAppForm({
    defaultValues: { email: '', country: 'RU', phone: '', password: '' },
    canSubmitWhenInvalid: true,
    onSubmit: ({ value }) => onSubmit(value),
  })
  return (
    <form.AppForm>
      <form.Form data-testid="early-form">
        <form.AppField name="email">{(field) => <field.TextField label="E-mail" />}</form.AppField>
        <form.AppField name="phone">{(field) => <field.PhoneField />}</form.AppField>
        <form.AppField name="password">{(field) => <field.PasswordField label="Password" />}</form.AppField>
        <form.SubmitButton>Send</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

describe('text typed before the page hydrated (~/ui/early-input)', () => {
  it('is adopted by the fields, kept on screen through later renders, and submitted', async () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
    const onSubmit = vi.fn()
    const page = (
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <EarlyForm onSubmit={onSubmit} />
        </MantineProvider>
      </I18nProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.append(container)
    // The shopper types into the server's HTML: no handler exists yet.
    const typeInto = (selector: string, value: string) => {
      const input = container.querySelector<HTMLInputElement>(selector)!
      input.value = value
      return input
    }
    const emailInput = typeInto('input:not([type=password]):not([type=tel]):not([readonly])', 'demo@shop.example')
    const phoneInput = typeInto('input[type=tel]', '9001234567')
    const passwordInput = typeInto('input[type=password]', 'secret')
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    const root = await act(async () => hydrateRoot(container, page))
    // A submit renders every field again (the attempt count): the typed text must still be there, and be sent.
    await act(async () => container.querySelector<HTMLButtonElement>('button[type=submit]')!.click())
    expect(emailInput.value).toBe('demo@shop.example')
    expect(passwordInput.value).toBe('secret')
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce())
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      email: 'demo@shop.example',
      phone: '9001234567',
      password: 'secret',
    })
    expect(phoneInput.value).toBe('9001234567')
    act(() => root.unmount())
    container.remove()
  })
})

describe('a native select whose options come later (a list read from the API)', () => {
  function SelectForm({ onSubmit }: { onSubmit: (value: string) => void }) {
    const [options, setOptions] = useState<string[]>([])
    useEffect(() => {
      const arrive = setTimeout(() => setOptions(['a', 'b']), 20)
      return () => clearTimeout(arrive)
    }, [])
    const form = useAppForm({
      defaultValues: { kind: 'b' },
      canSubmitWhenInvalid: true,
      onSubmit: ({ value }) => onSubmit(value.kind),
    })
    return (
      <form.AppForm>
        <form.Form>
          <form.AppField name="kind">
            {(field) => <field.SelectField label="Kind" data={options.map((value) => ({ value, label: value }))} />}
          </form.AppField>
          <form.SubmitButton>Send</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    )
  }

  it('keeps its value while it has no options yet, and sends it once they arrive', async () => {
    const onSubmit = vi.fn()
    renderWithProviders(<SelectForm onSubmit={onSubmit} />)
    const select = screen.getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement
    await waitFor(() => expect(select.options).toHaveLength(2))
    expect(select.value).toBe('b')
    fireEvent.click(submit())
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('b'))
  })
})
