/**
 * The picture the server asks for after repeated failures (the captcha variant of docs/spec.md §2.69 (#spec-2-69);
 * `image-captcha-store.ts`): shown in a sign-in or code form only while needed, with a button for another picture and a
 * field for its characters. The picture's text alternative says what to do; a new picture is announced to screen
 * readers.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Box, Button, Group, Skeleton, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core'
import { useId } from 'react'
import { RefreshIcon } from '~/ui/icons'
import { imageCaptcha, useImageCaptcha } from '../image-captcha-store'

export function ImageCaptchaField() {
  const { t } = useLingui()
  const { needed, picture, answer, failed, shown } = useImageCaptcha()
  const hintId = useId()
  if (!needed) return null
  const length = picture?.length ?? 5
  return (
    <Stack gap={6} data-testid="image-captcha">
      <Text size="sm" id={hintId}>
        <Trans>To keep your account safe, type the characters shown in the picture.</Trans>
      </Text>
      <Group gap="xs" wrap="nowrap">
        {picture ? (
          <Box
            component="img"
            src={picture.image}
            width={picture.width}
            height={picture.height}
            alt={t`Picture with ${length} letters and digits to type into the field below`}
            data-testid="image-captcha-picture"
            style={{
              borderRadius: 4,
              border: '1px solid var(--mantine-color-gray-4)',
              maxWidth: '100%',
              height: 'auto',
            }}
          />
        ) : failed ? (
          <Button variant="default" onClick={() => void imageCaptcha.refresh()}>
            <Trans>The picture did not load. Try again</Trans>
          </Button>
        ) : (
          <Skeleton width={200} height={70} />
        )}
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => void imageCaptcha.refresh()}
          aria-label={t`Show another picture`}
          data-testid="image-captcha-refresh"
        >
          <RefreshIcon size={18} />
        </ActionIcon>
      </Group>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {shown > 1 && picture ? <Trans>A new picture is shown.</Trans> : null}
      </VisuallyHidden>
      <TextInput
        label={t`Characters in the picture`}
        description={t`${length} letters and digits; capitals or small letters both work`}
        aria-describedby={hintId}
        value={answer}
        onChange={(event) => imageCaptcha.setAnswer(event.currentTarget.value)}
        maxLength={length + 4}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        data-testid="image-captcha-answer"
      />
    </Stack>
  )
}
