/** The four figures of a points account: spendable now, accumulated, spent and frozen. */
import { useLingui } from '@lingui/react/macro'
import { Paper, SimpleGrid, Text } from '@mantine/core'
import type { PointsSummary as Summary } from '../queries'
import { useFormatNumber } from '~/ui/number'

export function PointsSummary({ summary }: { summary: Summary }) {
  const { t } = useLingui()
  const formatNumber = useFormatNumber()
  const figures = [
    { key: 'current', label: t`Current points`, value: summary.integral, color: 'red.7' },
    { key: 'total', label: t`Accumulated points`, value: summary.totalIntegral },
    { key: 'spent', label: t`Points spent`, value: summary.spentIntegral },
    { key: 'frozen', label: t`Frozen points`, value: summary.frozenIntegral },
  ]
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="points-summary">
      {figures.map((f) => (
        <Paper key={f.key} withBorder radius="md" p="md" ta="center" data-testid={`points-${f.key}`}>
          <Text fz={26} fw={700} c={f.color}>
            {formatNumber(f.value)}
          </Text>
          <Text size="sm" c="dimmed">
            {f.label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  )
}
