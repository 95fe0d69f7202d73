/**
 * Bank transfer: the shop's account details (PY1 `bankTransfer`), the proof image (dropped or picked, uploaded
 * through UP1; the field holds its URL) and the transfer note. Controlled: the form owns the values and errors.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Input, Loader, Stack, Table, Text, Textarea } from '@mantine/core'
import { Dropzone, type FileRejection } from '@mantine/dropzone'
import { useMutation } from '@tanstack/react-query'
import { uploadImage } from '~/features/account'
import { toast } from '~/ui/toast'
import type { BankTransferDetails } from '../queries'
import { PAY_VOUCHER_NOTE_MAX_LENGTH } from '~/contract'
import { SquareImage } from '~/ui/square-image'
import { DetailRow } from './detail-row'

const PROOF_TYPES = ['image/jpeg', 'image/png']
const PROOF_MAX_BYTES = 5 * 1024 * 1024

export interface TextFieldProps {
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  error?: string
}

export function BankTransferFields(props: {
  details: BankTransferDetails | null
  proof: TextFieldProps
  note: TextFieldProps
}) {
  const { t } = useLingui()
  const upload = useMutation({
    mutationKey: ['checkout', 'proof'],
    mutationFn: (file: File) => uploadImage(file, 'pay_voucher'),
    onSuccess: (url) => props.proof.onChange(url),
  })
  const explain = (tooLarge: boolean) =>
    toast.error(tooLarge ? t`The image must not be larger than 5 MB` : t`Only JPG or PNG images can be uploaded`)
  const onDrop = (files: File[]) => {
    const file = files[0]
    if (!file) return
    if (!PROOF_TYPES.includes(file.type)) return explain(false)
    if (file.size > PROOF_MAX_BYTES) return explain(true)
    upload.mutate(file)
  }
  const onReject = (rejections: FileRejection[]) =>
    explain(rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large')))

  const details = props.details
  const rows: [string, string][] = details
    ? [
        [t`Account name`, details.accountName],
        [t`Bank`, details.bankName],
        [t`Account number`, details.accountNumber],
        [t`SWIFT / BIC`, details.swift],
      ].filter((row): row is [string, string] => Boolean(row[1]))
    : []

  return (
    <Stack gap="sm" data-testid="bank-transfer">
      {details ? (
        <Alert color="gray" variant="light" title={t`Transfer to this account`}>
          <Stack gap="xs">
            <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0}>
              <Table.Tbody>
                {rows.map(([label, value]) => (
                  <DetailRow key={label} label={label} value={value} strong />
                ))}
              </Table.Tbody>
            </Table>
            {details.instructions ? (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {details.instructions}
              </Text>
            ) : null}
          </Stack>
        </Alert>
      ) : null}

      <Input.Wrapper label={t`Payment proof`} withAsterisk error={props.proof.error}>
        {props.proof.value ? (
          <Group gap="md" mt={4} align="center">
            <SquareImage src={props.proof.value} alt={t`Payment proof`} size={96} data-testid="proof-preview" />
            <Button variant="subtle" color="gray" size="xs" onClick={() => props.proof.onChange('')}>
              <Trans>Remove</Trans>
            </Button>
          </Group>
        ) : (
          <Dropzone
            onDrop={onDrop}
            onReject={onReject}
            accept={PROOF_TYPES}
            maxSize={PROOF_MAX_BYTES}
            multiple={false}
            loading={upload.isPending}
            radius="md"
            p="md"
            mt={4}
            inputProps={
              {
                'aria-label': t`Upload the payment proof`,
                'data-testid': 'proof-input',
              } as React.InputHTMLAttributes<HTMLInputElement>
            }
          >
            <Stack gap={2} align="center" mih={60} justify="center" style={{ pointerEvents: 'none' }}>
              {upload.isPending ? <Loader size="sm" /> : null}
              <Text size="sm" fw={600}>
                <Trans>Drop the transfer receipt here or click to choose it</Trans>
              </Text>
              <Text size="xs" c="dimmed">
                <Trans>JPG or PNG, at most 5 MB</Trans>
              </Text>
            </Stack>
          </Dropzone>
        )}
      </Input.Wrapper>

      <Textarea
        label={t`Transfer note`}
        description={t`For example the payer's name and the transfer reference`}
        withAsterisk
        rows={3}
        maxLength={PAY_VOUCHER_NOTE_MAX_LENGTH}
        value={props.note.value}
        onChange={(event) => props.note.onChange(event.currentTarget.value)}
        onBlur={props.note.onBlur}
        error={props.note.error}
      />
    </Stack>
  )
}
