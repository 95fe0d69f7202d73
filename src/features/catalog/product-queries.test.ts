// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../tests/unit/msw'
import { productDetailQuery } from './product-queries'

describe('productDetailQuery', () => {
  it('sanitizes the merchant HTML as the answer arrives, so the page can render it as is', async () => {
    const content =
      '<p onclick="steal()">Solid <b>oak</b></p><script>alert(1)</script><img src="x.png" onerror="steal()"><a href="javascript:alert(1)">x</a><a href="https://maker.example/">maker</a>'
    server.use(
      http.get('*/api/front/product/detail/7', () =>
        HttpResponse.json({
          code: 200,
          message: '',
          data: { productInfo: { id: 7, storeName: 'Table', content }, productAttr: [], productValue: {} },
        }),
      ),
    )
    const detail = await new QueryClient().fetchQuery(productDetailQuery(7))
    const html = detail.productInfo.content
    expect(html).toContain('Solid <b>oak</b>')
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/)
    expect(html).toContain(
      '<a href="https://maker.example/" target="_blank" rel="noopener noreferrer nofollow">maker</a>',
    )
    expect(detail.productInfo.storeName).toBe('Table')
  })
})
