/** Avatar: drop or pick one JPG/PNG (≤ 5 MB, checked here), upload it (UP1), then save it on the profile (U3). */
import { Trans, useLingui } from '@lingui/react/macro'
import { Avatar, Group, Loader, Stack, Text } from '@mantine/core'
import { Dropzone, type FileRejection } from '@mantine/dropzone'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { toast } from '~/ui/toast'
import { updateProfileMutation, uploadImage } from '../mutations'
import type { CurrentUser } from '../queries'
import { AVATAR_MAX_BYTES, AVATAR_TYPES, avatarProblem } from '../schemas'

export function AvatarUpload({ user }: { user: CurrentUser }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [preview, setPreview] = useState<string | null>(null)
  const save = useMutation(updateProfileMutation(queryClient))
  const upload = useMutation({
    mutationKey: ['account', 'avatar'],
    mutationFn: async (file: File) => {
      const url = await uploadImage(file, 'avatar')
      return save.mutateAsync({ avatar: url, nickname: user.nickname })
    },
    onSuccess: ({ message }) => toast.success(message || t`Avatar updated`),
    onSettled: () => setPreview(null),
  })

  // Object URLs live until the upload settles or the component goes away.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])

  const explain = (problem: 'type' | 'size') =>
    toast.error(
      problem === 'type' ? t`Only JPG or PNG images can be uploaded` : t`The image must not be larger than 5 MB`,
    )

  const onDrop = (files: File[]) => {
    const file = files[0]
    if (!file) return
    const problem = avatarProblem(file)
    if (problem) return explain(problem)
    setPreview(URL.createObjectURL(file))
    upload.mutate(file)
  }
  const onReject = (rejections: FileRejection[]) => {
    const codes = rejections.flatMap((r) => r.errors.map((e) => e.code))
    explain(codes.includes('file-too-large') ? 'size' : 'type')
  }

  return (
    <Group gap="lg" align="center" wrap="nowrap">
      <Avatar
        src={preview ?? (user.avatar || null)}
        alt={t`Your avatar`}
        size={96}
        radius={96}
        color="red"
        data-testid="profile-avatar"
      >
        {user.nickname.slice(0, 1).toUpperCase()}
      </Avatar>
      <Dropzone
        onDrop={onDrop}
        onReject={onReject}
        accept={[...AVATAR_TYPES]}
        maxSize={AVATAR_MAX_BYTES}
        multiple={false}
        loading={upload.isPending}
        style={{ flex: 1 }}
        radius="md"
        p="md"
        inputProps={
          {
            'aria-label': t`Upload an avatar`,
            'data-testid': 'avatar-input',
          } as React.InputHTMLAttributes<HTMLInputElement>
        }
      >
        <Stack gap={2} align="center" mih={60} justify="center" style={{ pointerEvents: 'none' }}>
          {upload.isPending ? <Loader size="sm" /> : null}
          <Text size="sm" fw={600}>
            <Dropzone.Reject>
              <Trans>Only JPG or PNG, up to 5 MB</Trans>
            </Dropzone.Reject>
            <Dropzone.Idle>
              <Trans>Drop a new avatar here or click to choose one</Trans>
            </Dropzone.Idle>
            <Dropzone.Accept>
              <Trans>Release to upload</Trans>
            </Dropzone.Accept>
          </Text>
          <Text size="xs" c="dimmed">
            <Trans>JPG or PNG, at most 5 MB</Trans>
          </Text>
        </Stack>
      </Dropzone>
    </Group>
  )
}
