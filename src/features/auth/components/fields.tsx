/**
 * Fields shared by the login dialog's modes: the country code picker with the phone number, the verification
 * code with its send button and 60-second countdown, passwords and the privacy agreement checkbox.
 * Each takes a TanStack Form field (value, change, blur, errors) like `inputProps` from `~/ui/form`.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Box, Button, Checkbox, Group, PasswordInput, Select, Text, TextInput } from '@mantine/core'
import { type ReactNode, useEffect, useState } from 'react'
import { toast } from '~/ui/toast'
import { fieldError, inputProps } from '~/ui/form'
import { flagEmoji, PHONE_COUNTRIES } from '../countries'

interface FieldMeta {
  errors: unknown[]
  isBlurred?: boolean
}
export interface TextField {
  state: { value: string; meta: FieldMeta }
  handleChange: (value: string) => void
  handleBlur: () => void
}
export interface BooleanField {
  state: { value: boolean; meta: FieldMeta }
  handleChange: (value: boolean) => void
}

/** Spec §9: the code resend countdown. */
export const CODE_COUNTDOWN_SECONDS = 60

/** The searchable country picker (flags, dial codes; value = ISO country) next to the national number. */
export function PhoneFields({ country, phone, submitted }: { country: TextField; phone: TextField; submitted: boolean }) {
  const { t, i18n } = useLingui()
  const data = PHONE_COUNTRIES.map((c) => ({ value: c.iso, label: `${flagEmoji(c.iso)} ${i18n._(c.name)} +${c.dialCode}` }))
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Select
        label={t`Country code`}
        w={190}
        searchable
        allowDeselect={false}
        data={data}
        value={country.state.value}
        onChange={(value) => value && country.handleChange(value)}
        nothingFoundMessage={t`Nothing found`}
        data-testid="country-code"
      />
      <TextInput
        style={{ flex: 1 }}
        label={t`Phone`}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        {...inputProps(phone, submitted)}
      />
    </Group>
  )
}

/** A password input with the visibility toggle labelled for screen readers. */
export function PasswordField({
  field,
  submitted,
  label,
  autoComplete = 'current-password',
}: {
  field: TextField
  submitted: boolean
  label: ReactNode
  autoComplete?: string
}) {
  const { t } = useLingui()
  return (
    <PasswordInput
      label={label}
      autoComplete={autoComplete}
      visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }}
      {...inputProps(field, submitted)}
    />
  )
}

/** The privacy agreement checkbox; its link opens the agreement in a new tab. */
export function AgreementField({ field, submitted }: { field: BooleanField; submitted: boolean }) {
  return (
    <Checkbox
      checked={field.state.value}
      onChange={(e) => field.handleChange(e.currentTarget.checked)}
      error={fieldError(field.state.meta, submitted)}
      label={
        <Trans>
          I have read and agree to the{' '}
          <Anchor href="/middlewares/privacy_agreement" target="_blank" rel="noopener" size="xs" inherit>
            privacy agreement
          </Anchor>
        </Trans>
      }
      size="xs"
    />
  )
}

/** Counts down whole seconds from `start()`; `remaining` is 0 when idle. */
export function useCountdown(seconds = CODE_COUNTDOWN_SECONDS, startedAt: number | null = null) {
  const [endsAt, setEndsAt] = useState<number | null>(startedAt === null ? null : startedAt + seconds * 1000)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (endsAt === null) return
    const timer = window.setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= endsAt) {
        setEndsAt(null)
        window.clearInterval(timer)
      }
    }, 250)
    return () => window.clearInterval(timer)
  }, [endsAt])
  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000))
  return {
    remaining,
    start: () => {
      const current = Date.now()
      setNow(current)
      setEndsAt(current + seconds * 1000)
    },
  }
}

/**
 * The verification code input with its send button. `onSend` checks the phone / e-mail first (returning null
 * when it is not valid, after revealing the field's error) and resolves the server's message, which is toasted;
 * then the button is disabled for 60 s showing the seconds left, and afterwards offers "Resend code".
 */
export function CodeField({
  field,
  submitted,
  onSend,
  sentAt = null,
}: {
  field: TextField
  submitted: boolean
  onSend: () => Promise<string | null>
  /** When the code was already sent (mode 5 after mode 4): the countdown runs from then. */
  sentAt?: number | null
}) {
  const { t } = useLingui()
  const countdown = useCountdown(CODE_COUNTDOWN_SECONDS, sentAt)
  const [sending, setSending] = useState(false)
  const [sentOnce, setSentOnce] = useState(sentAt !== null)
  const send = async () => {
    setSending(true)
    try {
      const message = await onSend()
      if (message === null) return
      if (message) toast.success(message)
      setSentOnce(true)
      countdown.start()
    } catch {
      // The API client has toasted the failure; the button stays available.
    } finally {
      setSending(false)
    }
  }
  const seconds = countdown.remaining
  const label = seconds > 0 ? t`Resend in ${seconds}s` : sentOnce ? t`Resend code` : t`Get code`
  return (
    <TextInput
      label={t`Verification code`}
      autoComplete="one-time-code"
      inputContainer={(children) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Box style={{ flex: 1 }}>{children}</Box>
          <Button
            variant="light"
            miw={130}
            onClick={() => void send()}
            loading={sending}
            disabled={seconds > 0}
            data-testid="send-code"
            aria-live="polite"
          >
            {label}
          </Button>
        </Group>
      )}
      {...inputProps(field, submitted)}
    />
  )
}

/** A small text link styled as a button (mode switches). */
export function ModeLink({ onClick, children, testId }: { onClick: () => void; children: ReactNode; testId?: string }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={onClick} data-testid={testId}>
      {children}
    </Anchor>
  )
}

export function Hint({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed">
      {children}
    </Text>
  )
}
