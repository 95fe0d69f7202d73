/** A 1–5 score (Mantine Rating) bound to the field in context, with its label and error. */
import { Input, Rating, type RatingProps } from '@mantine/core'
import { useFieldContext, useShownError } from './context'

export function RatingField({ label, ...props }: Omit<RatingProps, 'value' | 'onChange'> & { label: string }) {
  const field = useFieldContext<number>()
  const error = useShownError(field)
  return (
    <Input.Wrapper label={label} error={error}>
      <Rating size="lg" aria-label={label} {...props} value={field.state.value} onChange={field.handleChange} />
    </Input.Wrapper>
  )
}
