/**
 * "Re-select specification": the product's attribute picker (values no in-stock SKU has with the other choices
 * are disabled), the chosen SKU's price and stock, a quantity within max(1, minBuy)..stock, then CA6.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Center, Group, Image, Loader, Modal, NumberInput, Stack, Text } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  type AttrRow,
  defaultSelection,
  findSku,
  isValueAvailable,
  type ProductDetail,
  productDetailQuery,
  type Selection,
  useSkuChoice,
} from '~/features/catalog'
import { toast } from '~/ui/toast'
import { Price } from '~/ui/price'
import { resetCartLineMutation } from '../mutations'
import type { CartLine } from '../queries'
import { useFormatNumber } from '~/ui/number'

export function ReselectModal(props: { line: CartLine | null; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Modal opened={props.line !== null} onClose={props.onClose} title={t`Re-select specification`} centered size="md">
      {props.line ? <ReselectBody key={props.line.id} line={props.line} onDone={props.onClose} /> : null}
    </Modal>
  )
}

function ReselectBody({ line, onDone }: { line: CartLine; onDone: () => void }) {
  const { data, isPending, isError } = useQuery(productDetailQuery(line.productId))
  if (isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    )
  }
  if (isError || !data) {
    return (
      <Text size="sm" c="dimmed" py="md" data-testid="reselect-unavailable">
        <Trans>This product is no longer available.</Trans>
      </Text>
    )
  }
  return <Picker line={line} detail={data} onDone={onDone} />
}

/** The line's own values when they still name a SKU in stock, else the product's default choice. */
function initialSelection(line: CartLine, rows: AttrRow[], detail: ProductDetail): Selection {
  const own = line.suk === '' ? [] : line.suk.split(',').map((value) => value.trim())
  const sku = own.length === rows.length ? findSku(detail.productValue, own) : undefined
  return sku && Number(sku.stock) > 0 ? own : defaultSelection(rows, detail.productValue)
}

function Picker({ line, detail, onDone }: { line: CartLine; detail: ProductDetail; onDone: () => void }) {
  const { t } = useLingui()
  const formatNumber = useFormatNumber()
  const queryClient = useQueryClient()
  const reset = useMutation(resetCartLineMutation(queryClient))
  const { rows, selection, select, sku, stock, bounds, soldOut, quantity, setQuantity } = useSkuChoice(detail, {
    selection: (rows) => initialSelection(line, rows, detail),
    quantity: (min) => Math.max(line.cartNum, min),
  })

  const confirm = () => {
    if (!sku || soldOut) return
    reset.mutate(
      { id: line.id, productId: line.productId, unique: sku.id, num: quantity },
      {
        onSuccess: () => {
          toast.success(t`Specification updated`)
          onDone()
        },
      },
    )
  }

  return (
    <Stack gap="md" data-testid="reselect-modal">
      <Group wrap="nowrap" align="flex-start">
        <Image src={sku?.image || line.image} alt={line.storeName} w={72} h={72} radius="sm" fit="cover" />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} lineClamp={2}>
            {detail.productInfo.storeName}
          </Text>
          <Price value={sku?.price ?? detail.productInfo.price} />
          <Text size="xs" c="dimmed" data-testid="reselect-stock">
            <Trans>Stock: {formatNumber(stock)}</Trans>
          </Text>
        </Stack>
      </Group>

      {rows.map((row, rowIndex) => (
        <Stack gap={6} key={row.name} role="group" aria-label={row.name}>
          <Text size="sm" fw={600}>
            {row.name}
          </Text>
          <Group gap={6}>
            {row.values.map((value) => {
              const selected = selection[rowIndex] === value
              const available = isValueAvailable(detail.productValue, selection, rowIndex, value)
              return (
                <Button
                  key={value}
                  size="xs"
                  variant={selected ? 'filled' : 'default'}
                  aria-pressed={selected}
                  disabled={!available}
                  onClick={() => select(rowIndex, value)}
                >
                  {value}
                </Button>
              )
            })}
          </Group>
        </Stack>
      ))}

      <Group gap="sm" align="center">
        <Text size="sm" fw={600}>
          <Trans>Quantity</Trans>
        </Text>
        <NumberInput
          aria-label={t`Quantity`}
          value={quantity}
          onChange={(value) => {
            const n = typeof value === 'number' ? value : Number.parseInt(value, 10)
            if (Number.isFinite(n)) setQuantity(n)
          }}
          min={bounds.min}
          max={Math.max(bounds.min, bounds.max)}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          disabled={soldOut}
          w={110}
          data-testid="reselect-quantity"
        />
        {bounds.min > 1 ? (
          <Text size="xs" c="orange.8">
            <Trans>Minimum purchase: {bounds.min}</Trans>
          </Text>
        ) : null}
      </Group>

      {soldOut ? (
        <Text size="sm" c="red.7">
          <Trans>This specification is sold out. Choose another one.</Trans>
        </Text>
      ) : null}

      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={confirm} disabled={soldOut} loading={reset.isPending} data-testid="reselect-confirm">
          <Trans>Confirm</Trans>
        </Button>
      </Group>
    </Stack>
  )
}
