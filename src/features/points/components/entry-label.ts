/** A ledger entry's text in the shopper's language, built from its kind, link type and link (not the server's English title). */
import { useLingui } from '@lingui/react/macro'
import type { PointsEntry } from '../queries'

export function useEntryLabel() {
  const { t } = useLingui()
  return (entry: Pick<PointsEntry, 'kind' | 'linkType' | 'linkId' | 'title'>): string => {
    const ref = entry.linkId
    switch (entry.kind) {
      case 'freeze':
        return t`Earned with order ${ref} (frozen)`
      case 'unfreeze':
        return t`Points of order ${ref} unfrozen`
      case 'reverse':
        return t`Earned points taken back with refund ${ref}`
      case 'spend':
        return entry.linkType === 'points_order' ? t`Points shop order ${ref}` : t`Used for order ${ref}`
      case 'earn':
        switch (entry.linkType) {
          case 'register':
            return t`Welcome bonus`
          case 'cancel':
            return t`Returned with cancelled order ${ref}`
          case 'refund':
            return t`Returned with refund ${ref}`
          case 'earn':
            return t`Earned with order ${ref}`
          case 'grant':
            // The operator's reason, as typed.
            return entry.title
          default:
            return entry.title
        }
    }
    return entry.title
  }
}
