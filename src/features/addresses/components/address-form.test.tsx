import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../tests/unit/render'
import type { Address } from '../queries'
import { server } from '../../../../tests/unit/msw'
import { AddressForm, AddressFormModal } from './address-form'

const saved: unknown[] = []
let refuse = false
const handlers = [
  http.post('*/api/front/address/edit', async ({ request }) => {
    saved.push(await request.json())
    return HttpResponse.json(
      refuse ? { code: 400, message: 'Address rejected', data: null } : { code: 200, message: 'Saved', data: null },
    )
  }),
  http.post('*/api/front/address/ip/info', () =>
    HttpResponse.json({
      code: 200,
      message: '',
      data: {
        country_name: 'Kazakhstan',
        country_code: 'KZ',
        country_calling_code: '+7',
        region: 'Almaty',
        city: 'Almaty',
      },
    }),
  ),
  http.get('*/api/front/address/list', () =>
    HttpResponse.json({ code: 200, message: '', data: { list: [], total: 0 } }),
  ),
]
beforeEach(() => server.use(...handlers))
afterEach(() => {
  saved.length = 0
  refuse = false
})

const input = (label: string) =>
  screen.getByLabelText(label, { exact: false, selector: 'input, textarea' }) as HTMLInputElement
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }))
/** The country comes from the list: typing only filters it, the option picks it. */
async function chooseCountry(typed: string, name: RegExp) {
  fireEvent.click(input('Country or region'))
  fireEvent.change(input('Country or region'), { target: { value: typed } })
  fireEvent.click(await screen.findByRole('option', { name, hidden: true }))
  await waitFor(() => expect(input('Country or region').value).toMatch(name))
}
/**
 * The phone field (with its dial-code picker) and the country field each load on first use; until the country's
 * chunk has come, a disabled stand-in holds its place and shows no error. A test starts once both are there.
 */
async function fieldsReady() {
  await screen.findByTestId('country-code', undefined, { timeout: 10_000 })
  await screen.findByTestId('address-country', undefined, { timeout: 10_000 })
}

describe('address form', () => {
  it('requires every field the API needs, and sends nothing while invalid', async () => {
    const onSaved = vi.fn()
    renderWithProviders(<AddressForm address={null} onSaved={onSaved} onCancel={() => {}} />)
    await fieldsReady()
    save()
    expect(await screen.findByText("Please enter the receiver's name")).toBeTruthy()
    expect(screen.getByText('Please enter the detailed address')).toBeTruthy()
    expect(screen.getByText('Please enter the post code')).toBeTruthy()
    expect(screen.getByText('Please enter an e-mail')).toBeTruthy()
    expect(screen.getByText('Please enter a phone number')).toBeTruthy()
    expect(screen.getByText('Please choose a country or region')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(saved).toEqual([])
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('checks the e-mail pattern and the phone number for the chosen dial-code country', async () => {
    renderWithProviders(<AddressForm address={null} onSaved={() => {}} onCancel={() => {}} />)
    await fieldsReady()
    fireEvent.change(input('Receiver name'), { target: { value: 'Ivan Petrov' } })
    fireEvent.change(input('E-mail'), { target: { value: 'ivan@' } })
    fireEvent.change(input('Phone'), { target: { value: '12345' } })
    await chooseCountry('russ', /Russia$/)
    fireEvent.change(input('Detailed address'), { target: { value: 'Tverskaya 1' } })
    fireEvent.change(input('Post code'), { target: { value: '125009' } })
    save()
    expect(await screen.findByText('Please enter a valid e-mail')).toBeTruthy()
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(saved).toEqual([])
  })

  it('saves a new address with the default dial code 7 and the national number', async () => {
    const onSaved = vi.fn()
    renderWithProviders(<AddressForm address={null} onSaved={onSaved} onCancel={() => {}} />)
    await fieldsReady()
    fireEvent.change(input('Receiver name'), { target: { value: '  Ivan Petrov ' } })
    fireEvent.change(input('E-mail'), { target: { value: 'ivan@shop.example' } })
    fireEvent.change(input('Phone'), { target: { value: '900 123-45-67' } })
    await chooseCountry('russ', /Russia$/)
    fireEvent.change(input('Detailed address'), { target: { value: 'Tverskaya 1' } })
    fireEvent.change(input('Post code'), { target: { value: '125009' } })
    fireEvent.click(screen.getByLabelText('Set as default address'))
    save()
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce())
    expect(saved).toEqual([
      {
        realName: 'Ivan Petrov',
        email: 'ivan@shop.example',
        phone: '9001234567',
        countryCode: 7,
        country: 'RU',
        detail: 'Tverskaya 1',
        postCode: '125009',
        isDefault: true,
      },
    ])
  })

  it('picks the country from the list by part of its name, and sends its code', async () => {
    const onSaved = vi.fn()
    renderWithProviders(<AddressForm address={null} onSaved={onSaved} onCancel={() => {}} />)
    await fieldsReady()
    fireEvent.change(input('Receiver name'), { target: { value: 'Hans' } })
    fireEvent.change(input('E-mail'), { target: { value: 'hans@shop.example' } })
    fireEvent.change(input('Phone'), { target: { value: '9001234567' } })
    await chooseCountry('germ', /Germany$/)
    fireEvent.change(input('Detailed address'), { target: { value: 'Unter den Linden 1' } })
    fireEvent.change(input('Post code'), { target: { value: '10117' } })
    save()
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce())
    expect(saved[0]).toMatchObject({ country: 'DE', countryCode: 7 })
  })

  it('re-posts the whole record with its id when editing (an older address named its country: the code is sent)', async () => {
    const onSaved = vi.fn()
    const address: Address = {
      id: 12,
      uid: 3,
      realName: 'Aigerim',
      email: 'a@shop.example',
      phone: '7012345678',
      countryCode: '+7',
      country: 'Kazakhstan',
      detail: 'Abay 10',
      postCode: '050000',
      isDefault: false,
      createTime: '2026-01-02 10:00:00',
      updateTime: '2026-01-02 10:00:00',
    }
    renderWithProviders(<AddressForm address={address} onSaved={onSaved} onCancel={() => {}} />)
    await fieldsReady()
    expect(input('Receiver name').value).toBe('Aigerim')
    fireEvent.change(input('Detailed address'), { target: { value: 'Abay 12' } })
    save()
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce())
    expect(saved[0]).toMatchObject({
      id: 12,
      uid: 3,
      detail: 'Abay 12',
      phone: '7012345678',
      countryCode: 7,
      country: 'KZ',
    })
  })

  it('keeps the modal open with everything typed when the server refuses', async () => {
    refuse = true
    const onClose = vi.fn()
    renderWithProviders(<AddressFormModal opened address={null} onClose={onClose} />)
    await fieldsReady()
    await fieldsReady()
    fireEvent.change(await screen.findByLabelText('Receiver name', { exact: false, selector: 'input' }), {
      target: { value: 'Ivan' },
    })
    fireEvent.change(input('E-mail'), { target: { value: 'ivan@shop.example' } })
    fireEvent.change(input('Phone'), { target: { value: '9001234567' } })
    await chooseCountry('russ', /Russia$/)
    fireEvent.change(input('Detailed address'), { target: { value: 'Tverskaya 1' } })
    fireEvent.change(input('Post code'), { target: { value: '125009' } })
    save()
    await waitFor(() => expect(saved).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(onClose).not.toHaveBeenCalled()
    expect(input('Receiver name').value).toBe('Ivan')
    expect(input('Detailed address').value).toBe('Tverskaya 1')
    expect(input('Post code').value).toBe('125009')
    expect(input('Phone').value).toBe('9001234567')
  })

  it('prefills the country and the detailed address from "Use my location"', async () => {
    renderWithProviders(<AddressForm address={null} onSaved={() => {}} onCancel={() => {}} />)
    await fieldsReady()
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }))
    await waitFor(() => expect(input('Country or region').value).toMatch(/Kazakhstan$/))
    expect(input('Detailed address').value).toBe('Almaty Almaty')
  })
})
