import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../../tests/unit/msw'
import { watchToasts } from '../../../../tests/unit/toasts'
import { renderWithProviders } from '../../../../tests/unit/render'
import { SettlementForm } from './settlement-form'

watchToasts()

const applications: unknown[] = []
const codes: unknown[] = []
const ok = (data: unknown, message = '') => HttpResponse.json({ code: 200, message, data })

beforeEach(() =>
  server.use(
    http.get('*/api/front/merchant/all/category/list', () => ok([{ id: 3, name: 'Clothing', handlingFee: '2.50' }])),
    http.get('*/api/front/merchant/all/type/list', () =>
      ok([{ id: 4, name: 'Factory store', info: 'Sells its own goods', global: false }]),
    ),
    http.post('*/api/front/captcha/email/merchant/settled', async ({ request }) => {
      codes.push(await request.json())
      return ok(null, 'The verification code has been sent')
    }),
    http.post('*/api/front/upload/image', () => ok({ url: 'https://shop.example/media/uploads/q1.png' })),
    http.post('*/api/front/merchant/settled/apply', async ({ request }) => {
      applications.push(await request.json())
      return ok({ id: 9 })
    }),
  ),
)
afterEach(() => {
  applications.length = 0
  codes.length = 0
})

describe('merchant settlement form', () => {
  it('shows every required field’s error and sends nothing', async () => {
    renderWithProviders(<SettlementForm onDone={() => {}} />)
    fireEvent.click(await screen.findByTestId('settlement-submit'))
    for (const message of [
      'Please enter the company name',
      'Please enter your real name',
      'Please enter your phone number',
      'Please enter your e-mail',
      'Please enter the verification code',
      'Please choose a merchant classification',
      'Please choose a store type',
      'Please upload 1 to 5 qualification images',
      'Please read and agree to the settlement agreement',
    ])
      expect(await screen.findByText(message)).toBeTruthy()
    expect(applications).toEqual([])
  })

  it('checks the e-mail before sending a code, then sends the application with the category’s fee and the images', async () => {
    const onDone = vi.fn()
    renderWithProviders(<SettlementForm onDone={onDone} />)
    fireEvent.change(await screen.findByRole('textbox', { name: /Company name/ }), {
      target: { value: ' Volga Textiles ' },
    })
    fireEvent.change(screen.getByRole('textbox', { name: /Real name/ }), { target: { value: 'Anna Petrova' } })
    fireEvent.change(await screen.findByRole('textbox', { name: 'Phone' }), { target: { value: '9001234567' } })
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail/ }), { target: { value: 'bad' } })
    fireEvent.click(screen.getByRole('button', { name: /code/i }))
    expect(await screen.findByText('Please enter a valid e-mail')).toBeTruthy()
    expect(codes).toEqual([])
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail/ }), { target: { value: 'anna@volga.example' } })
    fireEvent.click(screen.getByRole('button', { name: /code/i }))
    await waitFor(() => expect(codes).toEqual(['anna@volga.example']))
    fireEvent.change(screen.getByRole('textbox', { name: /Verification code/i }), { target: { value: '123456' } })
    const category = screen.getByRole<HTMLSelectElement>('combobox', { name: /Merchant classification/ })
    await waitFor(() => expect(within(category).getByRole('option', { name: 'Clothing' })).toBeTruthy())
    fireEvent.change(category, { target: { value: '3' } })
    const type = screen.getByRole<HTMLSelectElement>('combobox', { name: /Store type/ })
    await waitFor(() => expect(within(type).getByRole('option', { name: /Factory store/ })).toBeTruthy())
    fireEvent.change(type, { target: { value: '4' } })
    const input = within(await screen.findByTestId('settlement-images')).getByTestId('upload-input')
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'licence.png', { type: 'image/png' })] },
    })
    await waitFor(() => expect(screen.getAllByTestId('upload-preview')).toHaveLength(1))
    fireEvent.click(screen.getByTestId('settlement-agreement-check'))
    fireEvent.click(screen.getByTestId('settlement-submit'))
    await waitFor(() => expect(applications).toHaveLength(1))
    expect(applications[0]).toEqual({
      name: 'Volga Textiles',
      realName: 'Anna Petrova',
      countryCode: '+7',
      phone: '9001234567',
      email: 'anna@volga.example',
      captcha: '123456',
      categoryId: 3,
      typeId: 4,
      handlingFee: '2.50',
      qualificationPicture: JSON.stringify(['https://shop.example/media/uploads/q1.png']),
      agreement: true,
    })
    expect(onDone).toHaveBeenCalled()
  })
})
