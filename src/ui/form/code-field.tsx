/**
 * The verification code input with its send button (`CodeButton`: 60-second countdown, then "Resend code").
 * `onSend` checks the phone / e-mail first (resolving null when it is not valid, after revealing that field's
 * error) and resolves the server's message, which is toasted.
 */
import { useLingui } from '@lingui/react/macro'
import { Box, Group, TextInput, type TextInputProps } from '@mantine/core'
import { CodeButton } from '~/ui/code-button'
import { toast } from '~/ui/toast'
import { useFieldContext, useShownError } from './context'
import { useEarlyFieldText } from './text-fields'

export function CodeField({
  onSend,
  sentAt = null,
  ...props
}: {
  onSend: () => Promise<string | null>
  /** When the code was already sent (the reset step after "Next"): the countdown runs from then. */
  sentAt?: number | null
} & Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'inputContainer' | 'ref'>) {
  const { t } = useLingui()
  const field = useFieldContext<string>()
  const error = useShownError(field)
  const ref = useEarlyFieldText(field)
  const send = async () => {
    const message = await onSend()
    if (message === null) return false
    if (message) toast.success(message)
    return true
  }
  return (
    <TextInput
      label={t`Verification code`}
      autoComplete="one-time-code"
      {...props}
      inputContainer={(children) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Box style={{ flex: 1 }}>{children}</Box>
          <CodeButton send={send} sentAt={sentAt} />
        </Group>
      )}
      ref={ref}
      value={field.state.value}
      onChange={(event) => field.handleChange(event.currentTarget.value)}
      onBlur={field.handleBlur}
      error={error}
    />
  )
}
