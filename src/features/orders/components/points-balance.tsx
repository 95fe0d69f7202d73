/** The shopper's points balance (PY8), shown in the account area; hidden on a bare CRMEB backend. Decoration: nothing while it loads or fails. */
import { Trans } from '@lingui/react/macro'
import { Badge } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useApiExtensions } from '~/features/site'
import { pointsBalanceQuery } from '../queries'
import { useFormatNumber } from '~/ui/number'

export function PointsBalance() {
  // A bare CRMEB backend has no points (PY8): nothing to show.
  const extensions = useApiExtensions()
  const { data } = useQuery({ ...pointsBalanceQuery(), enabled: extensions })
  const formatNumber = useFormatNumber()
  if (!data || !extensions) return null
  const integral = formatNumber(data.integral ?? 0)
  return (
    <Badge size="lg" variant="light" color="orange" c="#9a3412" tt="none" data-testid="points-balance">
      <Trans>Points: {integral}</Trans>
    </Badge>
  )
}
