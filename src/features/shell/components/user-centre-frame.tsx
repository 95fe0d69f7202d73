import type { ReactNode } from 'react'
import { UserCentreLayout } from '~/features/account/components/user-centre-layout'
import { SupportCentreEntry } from './support-centre-entry'

/** The user centre around /users and /notices pages: its menu, with customer service as the menu's action. */
export function UserCentreFrame(props: { children: ReactNode }) {
  return <UserCentreLayout actions={<SupportCentreEntry />}>{props.children}</UserCentreLayout>
}
