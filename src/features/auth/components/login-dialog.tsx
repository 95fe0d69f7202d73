import { useLingui } from '@lingui/react/macro'
import { Box, Group, Image, Modal, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { PictureWords } from '~/ui/picture-words'
import { loginDialog, useLoginDialog } from '../login-dialog-store'
import { loginPictureQuery } from '../queries'
import { takeReturnPath } from '../session'
import { LoginForm } from './login-form'

/**
 * The login dialog, opened by the header, member links, guarded actions and session end. Closing it (X, Esc, the
 * overlay) only closes it: the shopper stays on the page, scrolled where they were (decision 28, over
 * docs/spec.md §4.2 (#spec-4-2) "return to /"). A successful sign-in runs the action that opened it, else goes to the
 * page it was opened for.
 */
export function LoginDialog() {
  const { t } = useLingui()
  const { open, start } = useLoginDialog()
  const router = useRouter()
  const { data: picture } = useQuery({ ...loginPictureQuery(), enabled: open })
  useReturnFocus(open)

  const close = () => {
    takeReturnPath()
    loginDialog.close()
  }
  const signedIn = async () => {
    const target = takeReturnPath()
    const action = loginDialog.takePendingAction()
    loginDialog.close()
    await router.invalidate()
    action?.()
    if (target && target !== window.location.pathname + window.location.search) router.history.push(target)
  }

  return (
    // Compound parts: the dialog has no visible title, so its section carries the name itself (axe aria-dialog-name).
    <Modal.Root opened={open} onClose={close} size={780} radius="lg" centered returnFocus={false}>
      <Modal.Overlay />
      <Modal.Content aria-label={t`Sign in`} data-testid="login-dialog">
        <Modal.Body p={0}>
          <Group gap={0} align="stretch" wrap="nowrap">
            {picture?.loginLeftImage ? (
              <Box w={300} visibleFrom="sm" bg="red.0" pos="relative">
                <Image src={picture.loginLeftImage} alt="" h="100%" fit="cover" />
                <PictureWords variant="panel" headline={picture.headline} subline={picture.subline} />
              </Box>
            ) : null}
            <Stack p="xl" gap="md" style={{ flex: 1, minWidth: 0 }}>
              {/* A fresh form (mode 2) each time the dialog opens. */}
              {open ? (
                <LoginForm
                  key={start}
                  initialMode={start === 'register' ? 'register' : 'email-password'}
                  onSignedIn={signedIn}
                  aside={<Modal.CloseButton aria-label={t`Close`} />}
                />
              ) : null}
            </Stack>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  )
}

/**
 * Focus goes back to what opened the dialog when it closes (keyboard users keep their place). The dialog's code may
 * load on first open, after the opener's click, so the opener is taken when `open` turns true rather than by the modal.
 */
function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null)
  useEffect(() => {
    if (open) {
      const active = document.activeElement
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null
      return
    }
    const element = opener.current
    opener.current = null
    // After the modal's own focus handling and its exit transition.
    if (element) window.setTimeout(() => element.isConnected && element.focus(), 0)
  }, [open])
}
