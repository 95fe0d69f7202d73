/**
 * Fields shared by the login dialog's modes: the country code picker with the phone number, the verification
 * code with its send button and 60-second countdown, passwords and the privacy agreement checkbox.
 * Each takes a TanStack Form field (value, change, blur, errors) like `inputProps` from `~/ui/form`.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Box, Checkbox, Group, PasswordInput, Select, Text, TextInput } from '@mantine/core'
import type { ReactNode } from 'react'
import { CodeButton } from '~/ui/code-button'
import { toast } from '~/ui/toast'
import { fieldError, inputProps } from '~/ui/form'
import { flagEmoji, PHONE_COUNTRIES } from '~/lib/phone-countries'
import { to } from '~/lib/links'
import { AnchorLink } from '~/ui/router-link'

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
          <AnchorLink {...to.privacyAgreement()} target="_blank" rel="noopener" size="xs" inherit>
            privacy agreement
          </AnchorLink>
        </Trans>
      }
      size="xs"
    />
  )
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
      inputContainer={(children) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Box style={{ flex: 1 }}>{children}</Box>
          <CodeButton send={send} sentAt={sentAt} />
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
