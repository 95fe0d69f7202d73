/**
 * The merchant settlement application (M8): company, contact, e-mail code (C3), classification and store type
 * (M6, M7), up to 5 private qualification images (the dropzone loads with this form only) and the agreement.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core'
import { useMounted } from '@mantine/hooks'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import type { AnyFieldApi } from '@tanstack/react-form'
import { SETTLEMENT_LIMITS, type SettlementApplication } from '~/contract'
import { merchantCategoriesQuery, merchantTypesQuery } from '~/features/merchants/queries'
import { DEFAULT_COUNTRY, dialCodeOf, normalizePhone, PHONE_COUNTRIES } from '~/lib/phone-countries'
import { useAppForm } from '~/ui/form'
import { revealFieldError } from '~/ui/form/reveal-field-error'
import { useShownError } from '~/ui/form/context'
import { applySettlementMutation, sendSettlementCode } from '../mutations'
import { settlementSchema } from '../schemas'
import { AgreementLink } from './agreement-dialog'
import { useSettlementMessages } from './settlement-messages'

const ImageUploads = lazy(() =>
  import('~/features/account/components/image-uploads').then((m) => ({ default: m.ImageUploads })),
)

const countryOfDial = (code: string) => PHONE_COUNTRIES.find((c) => `+${c.dialCode}` === code)?.iso ?? DEFAULT_COUNTRY

export function SettlementForm({ prefill, onDone }: { prefill?: SettlementApplication; onDone: () => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const messages = useSettlementMessages()
  const apply = useMutation(applySettlementMutation(queryClient))
  const categories = useQuery(merchantCategoriesQuery())
  const types = useQuery(merchantTypesQuery())
  const form = useAppForm({
    defaultValues: {
      name: prefill?.name ?? '',
      realName: prefill?.realName ?? '',
      country: prefill ? countryOfDial(prefill.countryCode) : (DEFAULT_COUNTRY as string),
      phone: prefill?.phone ?? '',
      email: prefill?.email ?? '',
      captcha: '',
      categoryId: prefill ? String(prefill.categoryId) : '',
      typeId: prefill ? String(prefill.typeId) : '',
      images: prefill?.qualificationPicture ?? ([] as string[]),
      agreement: false,
    },
    validators: { onChange: settlementSchema(messages) },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      const category = categories.data?.find((c) => String(c.id) === value.categoryId)
      await apply.mutateAsync({
        name: value.name.trim(),
        realName: value.realName.trim(),
        countryCode: `+${dialCodeOf(value.country)}`,
        phone: normalizePhone(value.phone),
        email: value.email.trim(),
        captcha: value.captcha.trim(),
        categoryId: Number(value.categoryId),
        typeId: Number(value.typeId),
        handlingFee: category?.handlingFee ?? '0',
        qualificationPicture: JSON.stringify(value.images),
        agreement: true,
      })
      onDone()
    },
  })
  const send = async () => {
    const email = form.state.values.email.trim()
    if (form.getFieldMeta('email')?.errors.length || !email) {
      await revealFieldError(form, 'email')
      if (form.getFieldMeta('email')?.errors.length) return null
    }
    return sendSettlementCode(email)
  }
  const choose = t`Please choose`
  const typeOptions = (types.data ?? []).map((type) => ({
    value: String(type.id),
    label: type.info ? `${type.name} — ${type.info}` : type.name,
  }))
  return (
    <form.AppForm>
      <form.Form data-testid="settlement-form">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <form.AppField name="name">
              {(field) => (
                <field.TextField
                  label={t`Company name`}
                  withAsterisk
                  maxLength={SETTLEMENT_LIMITS.name}
                  autoComplete="organization"
                />
              )}
            </form.AppField>
            <form.AppField name="realName">
              {(field) => (
                <field.TextField
                  label={t`Real name`}
                  withAsterisk
                  maxLength={SETTLEMENT_LIMITS.realName}
                  autoComplete="name"
                />
              )}
            </form.AppField>
          </SimpleGrid>
          <form.AppField name="phone">{(field) => <field.PhoneField />}</form.AppField>
          <form.AppField name="email">
            {(field) => <field.TextField label={t`E-mail`} withAsterisk type="email" autoComplete="email" />}
          </form.AppField>
          <form.AppField name="captcha">{(field) => <field.CodeField onSend={send} />}</form.AppField>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <form.AppField name="categoryId">
              {(field) => (
                <field.SelectField
                  label={t`Merchant classification`}
                  withAsterisk
                  data={[
                    { value: '', label: choose },
                    ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
                  ]}
                />
              )}
            </form.AppField>
            <form.AppField name="typeId">
              {(field) => (
                <field.SelectField
                  label={t`Store type`}
                  withAsterisk
                  data={[{ value: '', label: choose }, ...typeOptions]}
                />
              )}
            </form.AppField>
          </SimpleGrid>
          <form.AppField name="images">{(field) => <QualificationImages field={field} />}</form.AppField>
          <form.AppField name="agreement">
            {(field) => (
              <field.CheckboxField
                label={
                  <Group gap={4}>
                    <Trans>I have read and agree to the</Trans> <AgreementLink />
                  </Group>
                }
                data-testid="settlement-agreement-check"
              />
            )}
          </form.AppField>
          <form.FormError />
          <form.SubmitButton data-testid="settlement-submit">
            <Trans>Submit application</Trans>
          </form.SubmitButton>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}

/** The images (uploaded as they are dropped, private to the applicant) and their error, shown like the kit's. */
function QualificationImages({ field }: { field: AnyFieldApi }) {
  const { t } = useLingui()
  const error = useShownError(field)
  // In the browser only: rendered on the server, the dropzone came in the HTML before its lazily loaded stylesheet
  // (the styles gate of decision 23 saw it unstyled until the chunk arrived).
  const mounted = useMounted()
  return (
    <Stack gap={4}>
      <Suspense fallback={<Loader size="sm" />}>
        {mounted ? (
          <ImageUploads
            label={t`Qualification images`}
            purpose="qualification"
            max={SETTLEMENT_LIMITS.images}
            value={field.state.value as string[]}
            onChange={(urls) => {
              field.handleChange(urls)
              field.handleBlur()
            }}
            testId="settlement-images"
          />
        ) : (
          <Loader size="sm" />
        )}
      </Suspense>
      {error ? (
        <Text size="xs" c="red" data-testid="settlement-images-error">
          {error}
        </Text>
      ) : null}
    </Stack>
  )
}
