import { MantineProvider } from '@mantine/core'
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { QuantityField } from './quantity-field'

function Harness({ onChange }: { onChange: (n: number) => void }) {
  const [value, setValue] = useState(2)
  return (
    <QuantityField
      value={value}
      min={2}
      max={5}
      onChange={(n) => {
        onChange(n)
        setValue(n)
      }}
      label="Quantity"
      decreaseLabel="Less"
      increaseLabel="More"
      testId="quantity"
    />
  )
}

const input = () => screen.getByTestId('quantity') as HTMLInputElement

describe('QuantityField', () => {
  it('steps inside the bounds and disables a step past them', () => {
    const onChange = vi.fn()
    render(
      <MantineProvider>
        <Harness onChange={onChange} />
      </MantineProvider>,
    )
    expect((screen.getByRole('button', { name: 'Less' }) as HTMLButtonElement).disabled).toBe(true)
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: 'More' }))
    expect(input().value).toBe('5')
    expect((screen.getByRole('button', { name: 'More' }) as HTMLButtonElement).disabled).toBe(true)
    expect(onChange.mock.calls.map(([n]) => n)).toEqual([3, 4, 5])
  })

  it('takes typed digits at once, keeps a partial entry while typing and clamps it on leaving', () => {
    const onChange = vi.fn()
    render(
      <MantineProvider>
        <Harness onChange={onChange} />
      </MantineProvider>,
    )
    fireEvent.change(input(), { target: { value: '4a' } })
    expect(input().value).toBe('4')
    expect(onChange).toHaveBeenLastCalledWith(4)
    fireEvent.change(input(), { target: { value: '' } })
    expect(input().value).toBe('')
    fireEvent.blur(input())
    expect(input().value).toBe('4')
    fireEvent.change(input(), { target: { value: '40' } })
    expect(input().value).toBe('40')
    fireEvent.blur(input())
    expect(input().value).toBe('5')
    expect(onChange).toHaveBeenLastCalledWith(5)
  })
})
