import { describe, expect, it } from 'vitest'
import { toCsv } from './csv'

describe('toCsv', () => {
  it('writes a header and quotes what needs quoting', () => {
    expect(
      toCsv([
        { campaign: 'spring, sale', orders: 3, revenue: '12.50' },
        { campaign: 'say "hi"', orders: 0, revenue: '0.00' },
      ]),
    ).toBe('campaign,orders,revenue\r\n"spring, sale",3,12.50\r\n"say ""hi""",0,0.00\r\n')
  })

  it('turns every cell that a spreadsheet would run as a formula into text, and keeps negative amounts as numbers', () => {
    const csv = toCsv([
      { a: '=cmd|/C calc!A0', b: '+1+1', c: '-2+3', d: '@SUM(A1)', e: '\t=1', f: '-2.50', g: 'плюс =1' },
    ])
    expect(csv.split('\r\n')[1]).toBe(`'=cmd|/C calc!A0,'+1+1,'-2+3,'@SUM(A1),'\t=1,-2.50,плюс =1`)
  })

  it('is empty for no rows', () => {
    expect(toCsv([])).toBe('')
  })
})
