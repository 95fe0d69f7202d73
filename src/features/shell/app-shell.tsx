import { I18nProvider } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { getRouteApi, Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LoginDialog } from '~/features/auth'
import { activate } from '~/i18n/catalogs'
import { ErrorPage } from '~/ui/error-page'
import { theme } from '~/ui/theme'
import { ClientEffects } from './client-effects'
import { ShellLayout } from './components/shell-layout'

const root = getRouteApi('__root__')

/** Providers around everything the root renders, error pages included. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n, locale, messages } = root.useRouteContext()
  // beforeLoad does not run again while hydrating: activate from the dehydrated messages (a no-op on the server).
  activate(i18n, locale, messages)
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications position="top-center" zIndex={4000} />
        <ClientEffects />
        {children}
        <LoginDialog />
      </MantineProvider>
    </I18nProvider>
  )
}

/** The root component: the shared layout around the page. */
export function AppShell() {
  const { middlewareError } = root.useRouteContext()
  return <ShellLayout>{middlewareError ? <ErrorPage statusCode={500} message={<Trans>Unknown middleware</Trans>} /> : <Outlet />}</ShellLayout>
}
