/** The shopper's points balance (PY8), shown in the account area. Decoration: nothing while it loads or fails. */
import { Trans } from '@lingui/react/macro'
import { Badge } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { pointsBalanceQuery } from '../queries'

export function PointsBalance() {
  const { data } = useQuery(pointsBalanceQuery())
  if (!data) return null
  const integral = data.integral ?? 0
  return (
    <Badge size="lg" variant="light" color="orange" tt="none" data-testid="points-balance">
      <Trans>Points: {integral}</Trans>
    </Badge>
  )
}
