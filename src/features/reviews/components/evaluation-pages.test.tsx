import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { server } from '../../../../tests/unit/msw'
import { watchToasts } from '../../../../tests/unit/toasts'
import { orderItem } from '../../../../tests/unit/order-items'
import { renderWithProviders } from '../../../../tests/unit/render'
import { EvaluationConfirmPage } from './evaluation-confirm-page'
import { EvaluationListPage } from './evaluation-list-page'

const toast = watchToasts()

const line = (id: number, name: string, isReplied = false) =>
  orderItem(id, name, { sku: 'Blue', price: '12.00', isReplied })

const comments: unknown[] = []
const listRequests: string[] = []
let status = 2
const ok = (data: unknown) => HttpResponse.json({ code: 200, message: '', data })

beforeEach(() => {
  status = 2
  server.use(
    http.get('*/api/front/order/reply/list', ({ request }) => {
      const url = new URL(request.url)
      listRequests.push(url.search)
      if (url.searchParams.get('type') === '1') {
        return ok({
          total: 1,
          list: [
            {
              ...line(2, 'Tea cup', true),
              replyId: 9,
              merOrderNo: 'SH1',
              merId: 3,
              merName: 'Tea House',
              star: 4,
              serviceStar: 5,
              comment: 'Lovely cup',
              pics: ['https://shop.example/p.png'],
              createTime: '2026-11-23 10:00:00',
            },
          ],
        })
      }
      return ok({ total: 1, list: [{ ...line(1, 'Teapot'), merOrderNo: 'SH1', merId: 3, merName: 'Tea House' }] })
    }),
    http.get('*/api/front/order/detail/:no', () =>
      ok({
        id: 5,
        orderNo: 'SH1',
        orderKind: 'merchant',
        status,
        payStatus: 'paid',
        orderInfoList: [line(1, 'Teapot'), line(2, 'Tea cup', true)],
      }),
    ),
    http.post('*/api/front/upload/image', () => ok({ url: 'https://shop.example/media/uploads/r1.png' })),
    http.post('*/api/front/order/comment', async ({ request }) => {
      comments.push(await request.json())
      return ok(null)
    }),
  )
})
afterEach(() => {
  comments.length = 0
  listRequests.length = 0
})

describe('evaluation list', () => {
  it('lists the lines awaiting a review with a link to the form', async () => {
    renderWithProviders(<EvaluationListPage tab="awaiting" page={1} />)
    const card = await screen.findByTestId('awaiting-review')
    expect(listRequests).toEqual(['?page=1&limit=10'])
    expect(card.textContent).toContain('Teapot')
    expect(within(card).getByTestId('evaluate-item').getAttribute('href')).toBe(
      '/users/evaluation_confirm?orderNo=SH1&orderInfoId=1',
    )
  })

  it('lists the written reviews with both scores, the text and the images', async () => {
    renderWithProviders(<EvaluationListPage tab="written" page={1} />)
    const card = await screen.findByTestId('written-review')
    expect(listRequests).toEqual(['?page=1&limit=10&type=1'])
    expect(within(card).getByTestId('written-review-text').textContent).toBe('Lovely cup')
    expect(within(card).getByRole('img', { name: 'Review image 1' }).getAttribute('src')).toBe(
      'https://shop.example/p.png',
    )
    expect(card.textContent).toContain('Product quality')
    expect(card.textContent).toContain('Service attitude')
  })
})

describe('evaluation form', () => {
  it('requires the text, and sends a review without any image (pics "")', async () => {
    renderWithProviders(<EvaluationConfirmPage orderNo="SH1" orderInfoId={1} />)
    await screen.findByTestId('review-form')
    fireEvent.click(screen.getByTestId('review-submit'))
    expect(await screen.findByText('Please write your review')).toBeTruthy()
    expect(comments).toEqual([])
    fireEvent.change(screen.getByRole('textbox', { name: /Your review/ }), { target: { value: ' Pours well ' } })
    fireEvent.click(screen.getByTestId('review-submit'))
    await waitFor(() => expect(comments).toHaveLength(1))
    expect(comments[0]).toEqual({
      orderInfoId: 1,
      orderNo: 'SH1',
      star: 5,
      serviceStar: 5,
      comment: 'Pours well',
      pics: '',
    })
    expect(toast.success).toHaveBeenCalledWith('Thank you for your review')
  })

  it('sends the scores chosen and the images as a JSON string', async () => {
    renderWithProviders(<EvaluationConfirmPage orderNo="SH1" orderInfoId={1} />)
    await screen.findByTestId('review-form')
    const quality = screen.getByTestId('review-star')
    const third = within(quality)
      .getAllByRole<HTMLInputElement>('radio')
      .find((radio) => radio.value === '3')!
    fireEvent.click(quality.querySelector(`label[for="${third.id}"]`)!)
    const input = within(screen.getByTestId('review-images')).getByTestId('upload-input')
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array([255, 216, 255])], 'a.jpg', { type: 'image/jpeg' })] },
    })
    await screen.findByTestId('upload-preview')
    fireEvent.change(screen.getByRole('textbox', { name: /Your review/ }), { target: { value: 'Nice' } })
    fireEvent.click(screen.getByTestId('review-submit'))
    await waitFor(() => expect(comments).toHaveLength(1))
    expect(comments[0]).toMatchObject({
      star: 3,
      serviceStar: 5,
      pics: JSON.stringify(['https://shop.example/media/uploads/r1.png']),
    })
  })

  it('an item already reviewed, or an order not yet received, cannot be reviewed', async () => {
    const { unmount } = renderWithProviders(<EvaluationConfirmPage orderNo="SH1" orderInfoId={2} />)
    expect((await screen.findByTestId('evaluation-notice')).textContent).toContain(
      'You have already reviewed this item.',
    )
    unmount()
    status = 1
    renderWithProviders(<EvaluationConfirmPage orderNo="SH1" orderInfoId={1} />)
    expect((await screen.findByTestId('evaluation-notice')).textContent).toContain('This item cannot be reviewed')
  })
})
