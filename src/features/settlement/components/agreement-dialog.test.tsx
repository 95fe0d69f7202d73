import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../tests/unit/msw'
import { renderWithProviders } from '../../../../tests/unit/render'
import { AgreementLink } from './agreement-dialog'

describe('settlement agreement dialog', () => {
  it('shows the agreement sanitized as it arrived: no script, no handler, no javascript: link', async () => {
    const agreement =
      '<h3>Terms</h3><p>Fees apply.</p><script>steal()</script><img src="x.png" onerror="steal()"><a href="javascript:steal()">more</a>'
    server.use(
      http.get('*/api/front/merchant/settled/agreement', () =>
        HttpResponse.json({ code: 200, message: '', data: { agreement } }),
      ),
    )
    renderWithProviders(<AgreementLink />)
    fireEvent.click(screen.getByTestId('settlement-agreement-open'))
    const shown = await waitFor(() => {
      const element = screen.getByTestId('settlement-agreement')
      expect(element.innerHTML).toContain('Fees apply.')
      return element.innerHTML
    })
    expect(shown).toContain('<h3>Terms</h3>')
    expect(shown).not.toMatch(/script|onerror|steal|javascript:/i)
  })
})
