import type { ReactNode } from 'react'
import { UserCentreLayout } from '~/features/account/components/user-centre-layout'
import { PlatformSupportProvider } from '~/features/chat'
import { SupportCentreEntry } from './support-centre-entry'

/** The user centre around /users and /notices pages: its menu, with customer service as the menu's action. */
export function UserCentreFrame(props: { children: ReactNode }) {
  return (
    <UserCentreLayout
      actions={
        <PlatformSupportProvider>
          <SupportCentreEntry />
        </PlatformSupportProvider>
      }
    >
      {props.children}
    </UserCentreLayout>
  )
}
