/**
 * Up to `max` JPG/PNG images (docs/spec.md §5.28 (#spec-5-28): at most 5), each uploaded through UP1 as soon as it is
 * dropped or picked; the value is the list of their URLs. The same dropzone as the bank-transfer proof. Controlled.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { CloseButton, Group, Input, Loader, Stack, Text } from '@mantine/core'
import { Dropzone, type FileRejection } from '@mantine/dropzone'
import { useMutation } from '@tanstack/react-query'
import { toast } from '~/ui/toast'
import { uploadImage, type UploadPurpose } from '../mutations'
import { SquareImage } from '~/ui/square-image'

export const IMAGE_TYPES = ['image/jpeg', 'image/png']
const MAX_BYTES = 5 * 1024 * 1024

export function ImageUploads(props: {
  label: string
  purpose: UploadPurpose
  value: string[]
  onChange: (urls: string[]) => void
  max?: number
  testId?: string
}) {
  const { t } = useLingui()
  const max = props.max ?? 5
  const upload = useMutation({
    mutationKey: ['uploads', props.purpose],
    mutationFn: async (files: File[]) => {
      const urls: string[] = []
      for (const file of files) urls.push(await uploadImage(file, props.purpose))
      return urls
    },
    onSuccess: (urls) => props.onChange([...props.value, ...urls].slice(0, max)),
  })
  const onDrop = (files: File[]) => {
    const room = max - props.value.length
    if (files.some((file) => !IMAGE_TYPES.includes(file.type)))
      return toast.error(t`Only JPG or PNG images can be uploaded`)
    if (files.some((file) => file.size > MAX_BYTES)) return toast.error(t`The image must not be larger than 5 MB`)
    if (files.length > room) toast.error(t`At most ${max} images`)
    if (room > 0) upload.mutate(files.slice(0, room))
  }
  const onReject = (rejections: FileRejection[]) =>
    toast.error(
      rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'))
        ? t`The image must not be larger than 5 MB`
        : t`Only JPG or PNG images can be uploaded`,
    )

  return (
    <Input.Wrapper label={props.label} description={t`Up to ${max} images, JPG or PNG, at most 5 MB each`}>
      <Group gap="sm" mt={6} align="flex-start" data-testid={props.testId}>
        {props.value.map((url, index) => (
          <div key={url} style={{ position: 'relative' }}>
            <SquareImage src={url} alt={t`Image ${index + 1}`} size={88} data-testid="upload-preview" />
            <CloseButton
              size="sm"
              variant="filled"
              pos="absolute"
              top={2}
              right={2}
              aria-label={t`Remove image ${index + 1}`}
              onClick={() => props.onChange(props.value.filter((other) => other !== url))}
            />
          </div>
        ))}
        {props.value.length < max ? (
          <Dropzone
            onDrop={onDrop}
            onReject={onReject}
            accept={IMAGE_TYPES}
            maxSize={MAX_BYTES}
            multiple
            loading={upload.isPending}
            radius="md"
            w={88}
            h={88}
            p={4}
            inputProps={
              {
                'aria-label': props.label,
                'data-testid': 'upload-input',
              } as React.InputHTMLAttributes<HTMLInputElement>
            }
          >
            <Stack gap={0} align="center" justify="center" h={78} style={{ pointerEvents: 'none' }}>
              {upload.isPending ? <Loader size="xs" /> : null}
              <Text size="xs" ta="center">
                <Trans>Add image</Trans>
              </Text>
              <Text size="xs" c="dimmed">
                {props.value.length}/{max}
              </Text>
            </Stack>
          </Dropzone>
        ) : null}
      </Group>
    </Input.Wrapper>
  )
}
