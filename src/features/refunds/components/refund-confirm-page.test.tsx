import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { server } from '../../../../tests/unit/msw'
import { watchToasts } from '../../../../tests/unit/toasts'
import { orderItem } from '../../../../tests/unit/order-items'
import { renderWithProviders } from '../../../../tests/unit/render'
import { RefundConfirmPage } from './refund-confirm-page'

const toast = watchToasts()

const line = (id: number, name: string, payNum: number) => orderItem(id, name, { payNum })

const refunds: unknown[] = []
const uploads: string[] = []
const ok = (data: unknown) => HttpResponse.json({ code: 200, message: '', data })

beforeEach(() =>
  server.use(
    http.get('*/api/front/order/apply/refund/:orderNo', ({ params }) =>
      params.orderNo === 'SH1'
        ? ok({
            orderNo: 'SH1',
            orderInfoList: [line(1, 'Linen shirt', 2), line(2, 'Green tea', 1)],
            totalNum: 3,
            payPrice: '30.00',
          })
        : HttpResponse.json({ code: 400, message: 'Only paid orders can be refunded', data: null }),
    ),
    http.get('*/api/front/order/refund/reason', () => ok(['damaged', 'changed_mind', 'other'])),
    http.post('*/api/front/upload/image', ({ request }) => {
      uploads.push(new URL(request.url).searchParams.get('model') ?? '')
      return ok({ url: `https://shop.example/media/uploads/v${uploads.length}.png` })
    }),
    http.post('*/api/front/order/refund', async ({ request }) => {
      refunds.push(await request.json())
      return ok({ refundOrderNo: 'RF1' })
    }),
  ),
)
afterEach(() => {
  refunds.length = 0
  uploads.length = 0
})

const chooseReason = async (label: string) => {
  const select = screen.getByRole<HTMLSelectElement>('combobox', { name: /Reason/ })
  await waitFor(() => expect(within(select).getByRole<HTMLOptionElement>('option', { name: label })).toBeTruthy())
  fireEvent.change(select, {
    target: { value: within(select).getByRole<HTMLOptionElement>('option', { name: label }).value },
  })
}

describe('refund request', () => {
  it('shows the lines, the number and the amount, and needs a reason before sending', async () => {
    renderWithProviders(<RefundConfirmPage orderNo="SH1" />)
    expect(await screen.findAllByTestId('refund-line')).toHaveLength(2)
    expect(screen.getByTestId('refund-num').textContent).toBe('Number to return: 3')
    expect(screen.getByTestId('refund-amount').textContent).toBe('Refund amount: $30.00')
    fireEvent.click(screen.getByTestId('refund-submit'))
    expect(await screen.findByText('Please choose a reason')).toBeTruthy()
    expect(refunds).toEqual([])
  })

  it('sends everything (no per-line units) with the reason, remarks and the private voucher images', async () => {
    renderWithProviders(<RefundConfirmPage orderNo="SH1" />)
    await screen.findAllByTestId('refund-line')
    await chooseReason('Item damaged or defective')
    fireEvent.change(screen.getByRole('textbox', { name: /Remarks/ }), { target: { value: '  The seam is torn  ' } })
    const input = within(screen.getByTestId('refund-images')).getByTestId('upload-input')
    const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' })
    fireEvent.change(input, { target: { files: [png('a.png'), png('b.png')] } })
    await waitFor(() => expect(screen.getAllByTestId('upload-preview')).toHaveLength(2))
    expect(uploads).toEqual(['refund', 'refund'])
    fireEvent.click(screen.getByTestId('refund-submit'))
    await waitFor(() => expect(refunds).toHaveLength(1))
    expect(refunds[0]).toEqual({
      orderNo: 'SH1',
      text: 'damaged',
      refund_reason_wap_explain: 'The seam is torn',
      refund_reason_wap_img: 'https://shop.example/media/uploads/v1.png,https://shop.example/media/uploads/v2.png',
    })
    expect(toast.success).toHaveBeenCalledWith('Your refund request was sent')
  })

  it('returns fewer units when asked, and refuses to send nothing at all', async () => {
    renderWithProviders(<RefundConfirmPage orderNo="SH1" />)
    const nums = await screen.findAllByTestId('refund-line-num')
    await chooseReason('Other')
    fireEvent.change(nums[0]!, { target: { value: '0' } })
    fireEvent.change(nums[1]!, { target: { value: '0' } })
    fireEvent.click(screen.getByTestId('refund-submit'))
    expect(await screen.findByTestId('refund-lines-error')).toBeTruthy()
    expect(refunds).toEqual([])

    fireEvent.change(nums[0]!, { target: { value: '1' } })
    await waitFor(() => expect(screen.getByTestId('refund-num').textContent).toBe('Number to return: 1'))
    expect(screen.getByTestId('refund-amount').textContent).toContain('up to $30.00')
    fireEvent.click(screen.getByTestId('refund-submit'))
    await waitFor(() => expect(refunds).toHaveLength(1))
    expect(refunds[0]).toMatchObject({ text: 'other', refund_reason_wap_img: '', items: [{ orderInfoId: 1, num: 1 }] })
  })

  it('keeps the remarks within 100 characters', async () => {
    renderWithProviders(<RefundConfirmPage orderNo="SH1" />)
    await screen.findAllByTestId('refund-line')
    await chooseReason('Other')
    fireEvent.change(screen.getByRole('textbox', { name: /Remarks/ }), { target: { value: 'x'.repeat(101) } })
    fireEvent.click(screen.getByTestId('refund-submit'))
    expect(await screen.findByText('The remarks must be at most 100 characters')).toBeTruthy()
    expect(refunds).toEqual([])
  })

  it("offers the reasons in the shopper's language and sends the chosen code", async () => {
    renderWithProviders(<RefundConfirmPage orderNo="SH1" />, { locale: 'fr' })
    await screen.findAllByTestId('refund-line')
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: /Reason/ })
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4))
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a reason', 'Article endommagé ou défectueux', "J'ai changé d'avis", 'Autre'])
    await chooseReason("J'ai changé d'avis")
    fireEvent.click(screen.getByTestId('refund-submit'))
    await waitFor(() => expect(refunds).toHaveLength(1))
    expect(refunds[0]).toMatchObject({ text: 'changed_mind' })
  })

  it('an order that cannot be refunded shows the server reason instead of the form', async () => {
    renderWithProviders(<RefundConfirmPage orderNo="SH404" />)
    expect((await screen.findByTestId('refund-notice')).textContent).toContain('Only paid orders can be refunded')
    expect(screen.queryByTestId('refund-form')).toBeNull()
  })

  it('without an order number it explains and links to the orders', () => {
    renderWithProviders(<RefundConfirmPage />)
    expect(screen.getByTestId('refund-notice').textContent).toContain('No order was chosen')
  })
})
