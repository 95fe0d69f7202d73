/** The dialog that confirms a delete, a move to favourites or the clearing of expired lines. */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import type { CartConfirmation } from '../use-cart-confirmation'

export function CartConfirmModal(props: {
  confirming: CartConfirmation
  loading: boolean
  onCancel: () => void
  onConfirm: () => void
}) {
  const { t } = useLingui()
  const c = props.confirming
  const count = c?.lines.length ?? 0
  const title =
    c?.kind === 'favourite' ? t`Move to favourites` : c?.kind === 'clear' ? t`Clear invalid items` : t`Delete items`
  return (
    <Modal opened={c !== null} onClose={props.onCancel} title={title} centered size="sm">
      <Stack gap="md" data-testid="confirm-modal" data-kind={c?.kind} data-count={count}>
        <Text size="sm">
          {c?.kind === 'favourite' ? (
            <Plural
              value={count}
              one="Move # item to your favourites and remove it from the cart?"
              other="Move # items to your favourites and remove them from the cart?"
            />
          ) : c?.kind === 'clear' ? (
            <Plural
              value={count}
              one="Remove # expired item from the cart?"
              other="Remove # expired items from the cart?"
            />
          ) : (
            <Plural value={count} one="Remove # item from the cart?" other="Remove # items from the cart?" />
          )}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            color={c?.kind === 'favourite' ? undefined : 'red'}
            loading={props.loading}
            onClick={props.onConfirm}
            data-testid="confirm-action"
          >
            {c?.kind === 'favourite' ? <Trans>Move</Trans> : <Trans>Delete</Trans>}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
